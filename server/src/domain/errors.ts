/**
 * Expected failures of the product's use cases, named by area (`auth.badCredentials`, `matters.alreadyHandled`).
 * Services throw them and know nothing of HTTP or languages. Each area declares its own failures once, in
 * server/src/modules/<area>/<area>.errors.ts: the code, the HTTP status, the envelope's `e` and the texts in both
 * languages. That file also adds its table to `DomainErrorRegistry`, so a code declared nowhere does not compile.
 */

/** How a failure is answered: the HTTP status, the envelope's `e`, and its message (`{name}` is filled from details). */
export interface DomainErrorDeclaration {
  status: number;
  e: number;
  zh: string;
  en: string;
}

/** One area's failures, every code under one of the area's prefixes (`matters.` for matters). */
export type DomainErrorTable<Prefix extends string = string> = Readonly<Record<`${Prefix}.${string}`, DomainErrorDeclaration>>;

/**
 * Every declared table by its owner, added by the declaring file:
 * `declare module '…/domain/errors' { interface DomainErrorRegistry { matters: typeof mattersErrors } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging from each area's errors file
export interface DomainErrorRegistry {}

export type DomainErrorCode = { [Owner in keyof DomainErrorRegistry]: keyof DomainErrorRegistry[Owner] }[keyof DomainErrorRegistry] & string;

/**
 * An expected refusal, answered to the caller in the envelope. It carries no stack: nobody reads one, and capturing it
 * was a visible share of the server's time when a crowd is refused at once (a full slot at its opening second).
 */
export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    /** Values the message may mention (a field name, a wait in seconds). */
    readonly details: Record<string, string | number> = {},
  ) {
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    try {
      super(code);
    } finally {
      Error.stackTraceLimit = limit;
    }
    this.name = 'DomainError';
  }
}
