import type { FC } from 'react';
import { matterPdfAddress, openDownload } from '@/services/download';
import { useUiSettings } from '@/stores/ui-settings';
import Button from '@/ui/button';
import { showToast } from '@/ui/toast';
import { examineText, useExamineTranslation } from './i18n';
import type { MatterToolsProps } from './matter-tools.types';

// The mini-program cannot print: its document viewer opens the PDF, and its menu shares or prints it.
const openPdf = (instId: string) => openDownload(matterPdfAddress(instId, useUiSettings.getState().lang), 'pdf');

export const MatterTools: FC<MatterToolsProps> = ({ instId }) => {
  const { t } = useExamineTranslation();
  return (
    <Button size="small" onClick={() => void openPdf(instId).catch(() => showToast({ content: examineText('pdfFailed'), kind: 'error' }))} testId="examine-pdf">
      {t('pdfButton')}
    </Button>
  );
};
