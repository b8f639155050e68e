/** Asks the CAS server whether a service ticket is good (CAS 3.0 /p3/serviceValidate), server to server. */
import { casValidateAddress } from './cas-urls';
import { parseValidationAnswer, type ValidationAnswer } from './cas-xml';

/** Long enough for a busy CAS server, short enough that the user is not left on a blank page. */
const VALIDATE_TIMEOUT_MS = 8_000;

/** The CAS server's answer, or `unreachable` when it gave none (down, timed out, an HTTP error page). */
export async function validateTicket(casBaseUrl: string, service: string, ticket: string): Promise<ValidationAnswer | { kind: 'unreachable' }> {
  try {
    const res = await fetch(casValidateAddress(casBaseUrl, service, ticket), {
      headers: { accept: 'application/xml, text/xml' },
      redirect: 'error',
      signal: AbortSignal.timeout(VALIDATE_TIMEOUT_MS),
    });
    if (!res.ok) return { kind: 'unreachable' };
    return parseValidationAnswer(await res.text());
  } catch {
    return { kind: 'unreachable' };
  }
}
