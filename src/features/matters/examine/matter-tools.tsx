import type { FC } from 'react';
import Taro from '@tarojs/taro';
import { platformAuth } from '@/services/platform-auth';
import { useUiSettings } from '@/stores/ui-settings';
import Button from '@/ui/button';
import { showToast } from '@/ui/toast';
import { examineText, useExamineTranslation } from './i18n';
import type { MatterToolsProps } from './matter-tools.types';
import { pdfUrl } from './pdf-url';

// The mini-program cannot follow a link to a file or print: it downloads the PDF with the session and opens it in its
// document viewer, whose menu shares or prints it.
async function openPdf(instId: string): Promise<void> {
  const { tempFilePath, statusCode } = await Taro.downloadFile({ url: pdfUrl(instId, useUiSettings.getState().lang), header: platformAuth.headers() });
  if (statusCode !== 200) throw new Error(`getMatterPdf answered ${statusCode}`);
  await Taro.openDocument({ filePath: tempFilePath, fileType: 'pdf', showMenu: true });
}

export const MatterTools: FC<MatterToolsProps> = ({ instId }) => {
  const { t } = useExamineTranslation();
  return (
    <Button size="small" onClick={() => void openPdf(instId).catch(() => showToast({ content: examineText('pdfFailed'), kind: 'error' }))} testId="examine-pdf">
      {t('pdfButton')}
    </Button>
  );
};
