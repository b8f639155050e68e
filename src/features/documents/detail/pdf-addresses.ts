/**
 * The addresses of an issued document's PDFs. A link cannot send the portal's language as a call's Accept-Language
 * does, so the archive's address names it: its trail prints in the reader's.
 */
import { callAddress } from '@/services/call-address';
import type { Lang } from '@/stores/ui-settings';
import '../document-calls';

export const sealedPdfAddress = (id: number) => callAddress('getDocumentPdf', { id });
export const archivePdfAddress = (id: number, lang: Lang) => callAddress('getDocumentArchivePdf', { id, lang });
