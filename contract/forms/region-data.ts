/**
 * The lookup over @vant/area-data (every place name in the country): its own module so the client loads it only
 * when a form has a region field, and the validator and templates stay free of it.
 */
import { areaList } from '@vant/area-data';
import { createRegionLookup, type RegionLookup } from './regions';

export const regionLookup: RegionLookup = createRegionLookup(areaList);
