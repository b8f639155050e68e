/** Says why a call did not do what it was asked, in the server's words (the envelope's `m`); a cancelled call says nothing. */
import { ErrorCode } from '@contract/envelope';
import { RequestError } from '@/services/request';
import { showToast } from '@/ui/toast';
import { documentsText } from '../i18n';

export function sayRefusal(error: unknown): void {
  if (error instanceof RequestError && error.e === ErrorCode.CANCELLED) return;
  showToast({ content: error instanceof Error && error.message ? error.message : documentsText('actionFailed'), kind: 'error' });
}
