import type { FC } from 'react';
import { Text } from '@tarojs/components';
import { openFile } from '@/services/download';
import UserText from '@/ui/user-text';
import type { FileLinkProps } from './file-link.types';

// The mini-program cannot follow a link to a file: the download service opens it in the viewer (src/services/download.ts).
export const FileLink: FC<FileLinkProps> = ({ file, instId, label }) => (
  <Text className="ch-form-file__name" aria-role="link" aria-label={label} onClick={() => void openFile(file.id, instId).catch(() => undefined)}>
    <UserText text={file.name} />
  </Text>
);
