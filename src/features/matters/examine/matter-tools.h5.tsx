import type { FC } from 'react';
import { matterPdfAddress } from '@/services/download';
import { useUiSettings } from '@/stores/ui-settings';
import Button from '@/ui/button';
import { useExamineTranslation } from './i18n';
import type { MatterToolsProps } from './matter-tools.types';

// Print goes through the browser's own dialog with the print stylesheet (print.scss); the PDF is a plain link the
// server answers as an attachment, so the browser saves it.
export const MatterTools: FC<MatterToolsProps> = ({ instId }) => {
  const { t } = useExamineTranslation();
  const lang = useUiSettings((s) => s.lang);
  return (
    <>
      <Button size="small" onClick={() => window.print()} testId="examine-print">
        {t('print')}
      </Button>
      <a className="ch-exam-tool" href={matterPdfAddress(instId, lang)} download data-testid="examine-pdf">
        {t('pdfButton')}
      </a>
    </>
  );
};
