import type { FC } from 'react';
import Taro from '@tarojs/taro';
import { Text } from '@tarojs/components';
import { api } from '@/services/api';
import { platformAuth } from '@/services/platform-auth';
import UserText from '@/ui/user-text';
import type { FileLinkProps } from './file-link.types';

// The mini-program cannot follow a link to a file: it downloads it with the session and opens it in its viewer
// (getDownloadFile refuses files over the spec's 50M, with its message).
async function open(fileId: string, instId?: string): Promise<void> {
  const path = await api.getDownloadFile({ id: fileId, inst_id: instId });
  const { tempFilePath } = await Taro.downloadFile({ url: `${API_BASE}${path}`, header: platformAuth.headers() });
  await Taro.openDocument({ filePath: tempFilePath, showMenu: true });
}

export const FileLink: FC<FileLinkProps> = ({ file, instId, label }) => (
  <Text className="ch-form-file__name" aria-role="link" aria-label={label} onClick={() => void open(file.id, instId).catch(() => undefined)}>
    <UserText text={file.name} />
  </Text>
);
