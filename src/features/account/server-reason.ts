import { ErrorCode } from '@contract/envelope';
import { RequestError } from '@/services/request';

/** The server's reason for refusing a call, or `fallback` when there was no answer to read (no connection, cancelled). */
export function serverReason(err: unknown, fallback: string): string {
  return err instanceof RequestError && err.e !== ErrorCode.NETWORK && err.e !== ErrorCode.CANCELLED ? err.message : fallback;
}
