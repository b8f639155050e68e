/**
 * What a client module declares about itself, so that adding one touches no shared list but src/modules.ts.
 * Kept free of path aliases and JSX: the build configuration and app.config.ts read it at build time.
 */
import type { Texts } from './i18n/define-texts';

/** A page by its spec route (§2: /{module}/{page}); desktop and mobile twins are declared together. */
export type PageDecl = { desktop: string; mobile?: string } | { desktop?: undefined; mobile: string };

export interface ClientModule {
  /** Also the module's i18n namespace. */
  name: string;
  pages: PageDecl[];
  /**
   * Mini-program: the module's pages form a subpackage, fetched when first needed (the 2 MB quota is per package).
   * The home and sign-in modules stay in the main package. A subpackage's routes share their first segment.
   */
  subpackage?: boolean;
  texts: Texts<object>;
}
