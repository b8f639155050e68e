/**
 * Fill less: files the applicant attached to earlier applications, attached again instead of uploaded
 * (getReusableFiles, narrowed by the server to what this field accepts).
 */
import { useEffect, useId, useState, type FC } from 'react';
import { Text, View } from '@tarojs/components';
import type { ReusableFile } from '@contract/calls/files';
import { formatFileSize, type FileRef } from '@contract/forms';
import Button from '@/ui/button';
import Popup from '@/ui/popup';
import { api } from '@/services/api';
import { ChoiceGroup } from '../controls/choice-group';
import { plainId } from '../frame/field-frame.types';
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
  const { t, layout } = useFormContext();
  const [open, setOpen] = useState(false);
  const [listing, setListing] = useState<Listing>({ state: 'loading' });
  const [chosen, setChosen] = useState<string[]>([]);
  const labelId = plainId(useId());

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
      <Popup visible={open} title={t('files.reuseTitle')} closeLabel={t('close')} onClose={() => setOpen(false)} position={layout === 'mobile' ? 'bottom' : 'center'}>
        <View className="ch-form-sheet">
          {status ? <Text className="ch-form-sheet__status">{status}</Text> : null}
          <Text id={labelId} className="ch-visually-hidden">
            {t('files.reuseTitle')}
          </Text>
          <View className="ch-form-sheet__list">
            <ChoiceGroup
              a11y={{ id: `${labelId}-list`, labelledBy: labelId, label: t('files.reuseTitle'), invalid: false, required: false }}
              choices={offered.map((f) => ({ value: f.id, label: f.name, detail: `${formatFileSize(f.size)} · ${f.app_name} · ${f.used.slice(0, 10)}` }))}
              multiple={room > 1}
              chosen={chosen}
              variant="list"
              onChange={setChosen}
              onBlur={() => undefined}
            />
          </View>
          <View className="ch-form-sheet__actions">
            <Button kind="primary" block disabled={chosen.length === 0} onClick={add}>
              {t('confirm')}
            </Button>
          </View>
        </View>
      </Popup>
    </>
  );
};
