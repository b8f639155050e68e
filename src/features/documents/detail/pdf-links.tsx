import type { FC } from 'react';
import { openDownload } from '@/services/download';
import { useUiSettings } from '@/stores/ui-settings';
import Button from '@/ui/button';
import { showToast } from '@/ui/toast';
import { documentsText, useDocumentsTranslation } from '../i18n';
import { archivePdfAddress, sealedPdfAddress } from './pdf-addresses';
import type { PdfLinksProps } from './pdf-links.types';

// The mini-program cannot follow a link to a file: its document viewer opens the PDF, and its menu shares or prints it.
const open = (address: string) => void openDownload(address, 'pdf').catch(() => showToast({ content: documentsText('pdfFailed'), kind: 'error' }));

export const PdfLinks: FC<PdfLinksProps> = ({ id }) => {
  const { t } = useDocumentsTranslation();
  const lang = useUiSettings((s) => s.lang);
  return (
    <>
      <Button size="small" onClick={() => open(sealedPdfAddress(id))} testId="document-pdf">
        {t('sealedPdf')}
      </Button>
      <Button size="small" onClick={() => open(archivePdfAddress(id, lang))} testId="document-archive-pdf">
        {t('archivePdf')}
      </Button>
    </>
  );
};
