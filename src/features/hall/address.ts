/**
 * Keeps the hall's view in the address bar on H5, so that a reload or a shared link opens the same view. It replaces
 * the entry rather than adding one: going back leaves the hall instead of stepping through each filter. The
 * mini-program has no address bar.
 */
import { encodeForm } from '@/services/encode';
import { addressQuery, type HallFilters } from './rules/hall-query';

export function keepInAddress(filters: HallFilters): void {
  if (process.env.TARO_ENV !== 'h5') return;
  const qs = encodeForm(addressQuery(filters));
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${qs ? `?${qs}` : ''}`);
}
