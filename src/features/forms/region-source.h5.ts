/** H5: the region catalog is its own chunk, fetched when a form with a region field first shows. */
import type { RegionCatalog } from './region-catalog';

export const loadRegionCatalog = (): Promise<RegionCatalog> => import('./region-catalog').then((m) => m.regionCatalog);
