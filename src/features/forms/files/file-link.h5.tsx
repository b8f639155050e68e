import type { FC, MouseEvent } from 'react';
import { hasDownloadableName } from '@contract/rules/downloads';
import { specText } from '@contract/texts';
import { delegatedAddress, fileAddress, saveThroughFrame } from '@/services/download';
import { showToast } from '@/ui/toast';
import UserText from '@/ui/user-text';
import { useFormContext } from '../form-context';
import type { FileLinkProps } from './file-link.types';

// A link to the file (opened in a new tab, it still downloads). A click asks for a delegated address first, so a file
// that cannot be had says so, and saves it through a hidden frame: the page stays where it is (spec §9).
export const FileLink: FC<FileLinkProps> = ({ file, instId, label }) => {
  const { t, lang } = useFormContext();
  const save = (event: MouseEvent) => {
    event.preventDefault();
    if (!hasDownloadableName(file.name)) return showToast({ content: t('files.noExtension'), kind: 'error' });
    delegatedAddress(file.id, instId).then(saveThroughFrame, () => showToast({ content: specText('downloadUrlFailed', lang), kind: 'error' }));
  };
  return (
    <a className="ch-form-file__name" href={fileAddress({ file_id: file.id, inst_id: instId })} download={file.name} aria-label={label} onClick={save}>
      <UserText text={file.name} />
    </a>
  );
};
