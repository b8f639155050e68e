import type { FC } from 'react';
import { Text } from '@tarojs/components';
import { ErrorCode } from '@contract/envelope';
import { documentViewerType, hasDownloadableName } from '@contract/rules/downloads';
import { specText } from '@contract/texts';
import { openFile } from '@/services/download';
import { RequestError } from '@/services/request';
import { showToast } from '@/ui/toast';
import UserText from '@/ui/user-text';
import { useFormContext } from '../form-context';
import type { FileLinkProps } from './file-link.types';

// The mini-program cannot follow a link to a file: its document viewer opens office documents and PDFs (downloaded
// first, up to 50M); any other type is offered as a link to copy and open on a computer.
export const FileLink: FC<FileLinkProps> = ({ file, instId, label, onOfferLink }) => {
  const { t, lang } = useFormContext();
  const whyNot = (error: unknown) => {
    if (!(error instanceof RequestError)) return t('files.openFailed');
    return specText(error.e === ErrorCode.FAILED ? 'fileTooLargeForMiniProgram' : 'downloadUrlFailed', lang);
  };
  const open = () => {
    const viewer = documentViewerType(file.name);
    if (!hasDownloadableName(file.name)) showToast({ content: t('files.noExtension') });
    else if (!viewer) onOfferLink(file);
    else openFile(file.id, viewer, instId).catch((error: unknown) => showToast({ content: whyNot(error) }));
  };
  return (
    <Text className="ch-form-file__name" aria-role="link" aria-label={label} onClick={open}>
      <UserText text={file.name} />
    </Text>
  );
};
