/**
 * The application's PDF record (getMatterPdf): a file, not an envelope, so it is fetched by address the way file
 * downloads are (src/features/forms/files/file-link.h5.tsx), with the session the request carries.
 */
import { callIndex } from '@contract/call-index';
import { encodeForm } from '@/services/encode';

export function pdfUrl(instId: string): string {
  return `${API_BASE}${callIndex.getMatterPdf.path}?${encodeForm({ inst_id: instId })}`;
}
