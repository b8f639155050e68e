/**
 * The places a region picker offers, over @vant/area-data through contract/forms' lookup: the lookup decides what
 * hangs under what (so the picker offers exactly the chains the validator accepts), this lists them. Loaded on its
 * own (region-source.h5.ts): the data is every place name in the country.
 */
import { areaList } from '@vant/area-data';
import { regionLookup } from '@contract/forms/region-data';
import type { RegionLookup } from '@contract/forms';

export interface RegionChoice {
  code: string;
  name: string;
}

export interface RegionCatalog {
  lookup: RegionLookup;
  /** The places under the chain `codes` (provinces for an empty chain), in code order. */
  children(codes: readonly string[]): RegionChoice[];
}

const provinces = Object.keys(areaList.province_list).sort();
const below = [...Object.keys(areaList.city_list), ...Object.keys(areaList.county_list)].sort();
const cache = new Map<string, RegionChoice[]>();

function children(codes: readonly string[]): RegionChoice[] {
  const key = codes.join(',');
  const known = cache.get(key);
  if (known) return known;
  const candidates = codes.length === 0 ? provinces : below.filter((code) => code.startsWith(codes[0].slice(0, 2)));
  const found = candidates
    .filter((code) => regionLookup.isChain([...codes, code]))
    .map((code) => ({ code, name: regionLookup.name(code) ?? code }));
  cache.set(key, found);
  return found;
}

export const regionCatalog: RegionCatalog = { lookup: regionLookup, children };
