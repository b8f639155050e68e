/**
 * Fill less: files the applicant attached to earlier applications, attached again instead of uploaded
 * (getReusableFiles, narrowed by the server to what this field accepts).
 */
import { useEffect, useState, type FC } from 'react';
import type { ReusableFile } from '@contract/calls/files';
import { formatFileSize, type FileRef } from '@contract/forms';
import Button from '@/ui/button';
import { api } from '@/services/api';
import { ChoiceSheet } from '../fields/choice-sheet';
import { useFormContext } from '../form-context';

interface ReuseFilesProps {
  fieldId: string;
  appId: number;
  /** Files already in the field, not offered again. */
  attached: readonly FileRef[];
  /** How many more the field takes. */
  room: number;
  onAdd(files: FileRef[]): void;
}

type Listing = { state: 'loading' } | { state: 'done'; files: ReusableFile[] } | { state: 'failed'; message: string };

export const ReuseFiles: FC<ReuseFilesProps> = ({ fieldId, appId, attached, room, onAdd }) => {
  const { t } = useFormContext();
  const [open, setOpen] = useState(false);
  const [listing, setListing] = useState<Listing>({ state: 'loading' });
  const [chosen, setChosen] = useState<string[]>([]);

  useEffect(() => {
    if (!open) return;
    let live = true;
    setListing({ state: 'loading' });
    setChosen([]);
    api.getReusableFiles({ app_id: appId, field: fieldId }, { quiet: true }).then(
      (files) => live && setListing({ state: 'done', files }),
      (error: Error) => live && setListing({ state: 'failed', message: error.message }),
    );
    return () => {
      live = false;
    };
  }, [open, appId, fieldId]);

  const offered = listing.state === 'done' ? listing.files.filter((f) => !attached.some((a) => a.id === f.id)) : [];
  const add = () => {
    onAdd(offered.filter((f) => chosen.includes(f.id)).slice(0, room).map((f) => ({ id: f.id, name: f.name, size: f.size })));
    setOpen(false);
  };
  const status =
    listing.state === 'loading' ? t('loading') : listing.state === 'failed' ? listing.message : offered.length === 0 ? t('files.reuseNone') : undefined;

  return (
    <>
      <Button kind="text" size="small" className="ch-form-files__reuse" disabled={room <= 0} onClick={() => setOpen(true)}>
        {t('files.reuse')}
      </Button>
      <ChoiceSheet
        open={open}
        title={t('files.reuseTitle')}
        onClose={() => setOpen(false)}
        status={status}
        choices={offered.map((f) => ({ value: f.id, label: f.name, detail: `${formatFileSize(f.size)} · ${f.app_name} · ${f.used.slice(0, 10)}` }))}
        multiple={room > 1}
        chosen={chosen}
        onChange={setChosen}
        onConfirm={add}
        confirmDisabled={chosen.length === 0}
      />
    </>
  );
};
