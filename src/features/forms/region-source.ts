/** The mini-program loads no code at run time: the catalog is part of the subpackage of the pages with forms. */
import { regionCatalog, type RegionCatalog } from './region-catalog';

export const loadRegionCatalog = (): Promise<RegionCatalog> => Promise.resolve(regionCatalog);
