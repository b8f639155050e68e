/** The process definitions' failures. */
import { ErrorCode } from '../../../../contract/envelope';
import type { DomainErrorTable } from '../../domain/errors';

export const processesErrors = {
  'processes.invalid': { status: 400, e: ErrorCode.INVALID_INPUT, zh: '流程定义有误：{field}', en: 'The process definition has a mistake: {field}' },
} satisfies DomainErrorTable<'processes'>;

declare module '../../domain/errors' {
  interface DomainErrorRegistry {
    processes: typeof processesErrors;
  }
}
