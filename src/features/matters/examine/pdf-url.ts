/**
 * The application's PDF record (getMatterPdf): a file, not an envelope, so it is fetched by address the way file
 * downloads are (src/features/forms/files/file-link.h5.tsx), with the session the request carries. A link cannot send
 * the portal's language as a call's Accept-Language does, so the address names it: the record prints in the reader's.
 */
import { callIndex } from '@contract/call-index';
import { encodeForm } from '@/services/encode';
import type { Lang } from '@/stores/ui-settings';

export function pdfUrl(instId: string, lang: Lang): string {
  return `${API_BASE}${callIndex.getMatterPdf.path}?${encodeForm({ inst_id: instId, lang })}`;
}
