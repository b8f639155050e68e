import type { FC } from 'react';
import { fileAddress } from '@/services/download';
import UserText from '@/ui/user-text';
import type { FileLinkProps } from './file-link.types';

// A plain link: the server answers with the file as an attachment, so the browser saves it.
export const FileLink: FC<FileLinkProps> = ({ file, instId, label }) => (
  <a className="ch-form-file__name" href={fileAddress({ file_id: file.id, inst_id: instId })} download={file.name} aria-label={label}>
    <UserText text={file.name} />
  </a>
);
