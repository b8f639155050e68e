/** The org area's failures (identities of one person). */
import { ErrorCode } from '../../../../contract/envelope';
import type { DomainErrorTable } from '../../domain/errors';

export const orgErrors = {
  'identity.notYours': { status: 403, e: ErrorCode.FORBIDDEN, zh: '该身份不属于您', en: 'This identity is not yours' },
} satisfies DomainErrorTable<'identity'>;

declare module '../../domain/errors' {
  interface DomainErrorRegistry {
    org: typeof orgErrors;
  }
}
