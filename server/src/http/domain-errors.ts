/**
 * The one place where a domain error becomes an envelope code, an HTTP status and a message (spec §8). The
 * declarations come from the failures of the request itself (./request-errors.ts) and every area's
 * <area>.errors.ts, handed over at start-up (app.ts), since server/src/http/ imports no area.
 */
import type { DomainErrorCode, DomainErrorDeclaration, DomainErrorTable } from '../domain/errors';
import type { Lang } from '../domain/lang';
import { requestErrors } from './request-errors';

const declarations = new Map<string, DomainErrorDeclaration>(Object.entries(requestErrors));

/** Adds the areas' tables; a code declared by two of them refuses to start (registering the same one again is a no-op). */
export function registerDomainErrors(tables: readonly DomainErrorTable[]): void {
  for (const table of tables) {
    for (const [code, declaration] of Object.entries(table)) {
      const known = declarations.get(code);
      if (known && known !== declaration) throw new Error(`The domain error ${code} is declared twice`);
      declarations.set(code, declaration);
    }
  }
}

/** How a thrown code is answered; a code whose area's table was not registered is a fault of the start-up. */
export function domainErrorDeclaration(code: DomainErrorCode): DomainErrorDeclaration {
  const declaration = declarations.get(code);
  if (!declaration) throw new Error(`The domain error ${code} is declared by no registered table`);
  return declaration;
}

/** A registered domain error's text, for looking up a message by key; undefined for any other key. */
export function domainErrorText(key: string, lang: Lang): string | undefined {
  return declarations.get(key)?.[lang];
}
