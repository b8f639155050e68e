import type { FC } from 'react';
import { useUiSettings } from '@/stores/ui-settings';
import { useDocumentsTranslation } from '../i18n';
import { archivePdfAddress, sealedPdfAddress } from './pdf-addresses';
import type { PdfLinksProps } from './pdf-links.types';

// Plain links the server answers as attachments, so the browser saves them and the page stays where it is.
export const PdfLinks: FC<PdfLinksProps> = ({ id }) => {
  const { t } = useDocumentsTranslation();
  const lang = useUiSettings((s) => s.lang);
  return (
    <>
      <a className="ch-doc-file-link" href={sealedPdfAddress(id)} download data-testid="document-pdf">
        {t('sealedPdf')}
      </a>
      <a className="ch-doc-file-link" href={archivePdfAddress(id, lang)} download data-testid="document-archive-pdf">
        {t('archivePdf')}
      </a>
    </>
  );
};
