/**
 * Whether the page shows as a personal variant (/matter/launchPersonal, /matter/todoPersonal, spec §2: a special
 * body style). They are aliases of the desktop lists (module.ts), told apart by the address; H5 only, as desktop
 * pages are.
 */
import { routeOfPath } from '@/routes';

export function isPersonalVariant(): boolean {
  return process.env.TARO_ENV === 'h5' && routeOfPath(window.location.pathname).endsWith('Personal');
}
