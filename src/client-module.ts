/**
 * What a client module declares about itself, so that adding one touches no shared list but src/modules.ts.
 * Kept free of path aliases and JSX: the build configuration and app.config.ts read it at build time.
 */
import type { Texts } from './i18n/define-texts';

/**
 * A page by its spec route (§2: /{module}/{page}); desktop and mobile twins are declared together. `aliases` are more
 * routes that show the same page (e.g. /matter/startStep beside /matter/start): one with the m_ prefix is served by the
 * mobile twin, any other by the desktop one. Each page costs the first load its entry in the route table; an alias
 * costs a path.
 */
export type PageDecl = ({ desktop: string; mobile?: string } | { desktop?: undefined; mobile: string }) & { aliases?: string[] };

export interface ClientModule {
  /** Also the module's i18n namespace. */
  name: string;
  pages: PageDecl[];
  /**
   * Mini-program: the module's pages form a subpackage, fetched when first needed (the 2 MB quota is per package).
   * src/modules.ts sets it for every module but the home and sign-in. On a segment other modules serve too (site), or
   * when its routes span several segments (booking), its page files live in `pages/{name}/` (src/routes.ts).
   */
  subpackage?: boolean;
  /**
   * Mini-program: `false` keeps the home from preloading the subpackage, which then loads when one of its pages is
   * first opened. The home's preloads share one 2 MB quota (bench/size-budget.ts) that the modules it links to fill.
   */
  preload?: false;
  texts: Texts<object>;
}
