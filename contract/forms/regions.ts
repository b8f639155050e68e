/**
 * Places by GB/T 2260 code (province XX0000, city XXYY00, county XXYYZZ) as the @vant/area-data package lists them.
 * Pure: the data is handed in (region-data.ts loads the package) so the validator and templates do not carry it.
 *
 * Parents come from the data rather than from code arithmetic alone: a county hangs under the city XXYY00 when
 * the data lists one, else directly under its province; so a place with nothing listed below it is complete at
 * its own level, whatever the data's shape.
 */

/** The maps of @vant/area-data: code to name at each level. */
export interface AreaData {
  province_list: Record<string, string>;
  city_list: Record<string, string>;
  county_list: Record<string, string>;
}

export interface RegionLookup {
  /** The place's name, or undefined for a code the data does not list. */
  name(code: string): string | undefined;
  /** A province, then a place listed under it, then one listed under that (1 to 3 codes). */
  isChain(codes: readonly string[]): boolean;
  /** Whether the data lists places under this one (a choice ending here is then incomplete below level 3). */
  hasChildren(code: string): boolean;
  /** The names run together, then the street address after a space: 浙江省杭州市西湖区 文三路90号. */
  address(codes: readonly string[], detail?: string): string;
}

/**
 * Entries that group places rather than name one (GB/T 2260: 市辖区, 县, and the XX9000 groups of "directly
 * administered" counties), and a municipality's city entry repeating its name (北京市 北京市): an address leaves
 * them out, so 110101 reads 北京市东城区, 419001 河南省济源市, 500229 重庆市城口县, 620201 甘肃省嘉峪关市.
 */
const GROUPING_NAMES = ['市辖区', '县', '省直辖县', '省直辖县级行政区划', '自治区直辖县级行政区划'];

export function createRegionLookup(data: AreaData): RegionLookup {
  const names = new Map<string, string>();
  const parents = new Map<string, string | null>();
  const withChildren = new Set<string>();
  const add = (code: string, name: string, parent: string | null) => {
    names.set(code, name);
    parents.set(code, parent);
    if (parent) withChildren.add(parent);
  };
  const provinceOf = (code: string) => `${code.slice(0, 2)}0000`;
  for (const [code, name] of Object.entries(data.province_list)) add(code, name, null);
  for (const [code, name] of Object.entries(data.city_list)) {
    if (names.has(provinceOf(code))) add(code, name, provinceOf(code));
  }
  for (const [code, name] of Object.entries(data.county_list)) {
    const city = `${code.slice(0, 4)}00`;
    const parent = names.has(city) ? city : provinceOf(code);
    if (names.has(parent)) add(code, name, parent);
  }

  const isChain = (codes: readonly string[]) =>
    codes.length >= 1 &&
    codes.length <= 3 &&
    codes.every((code, i) => names.has(code) && parents.get(code) === (i === 0 ? null : codes[i - 1]));

  const addressPart = (code: string, i: number, codes: readonly string[]) => {
    const name = names.get(code) ?? '';
    const groups = i > 0 && (GROUPING_NAMES.includes(name) || name === names.get(codes[i - 1]) || code.slice(2) === '9000');
    return groups ? '' : name;
  };

  return {
    name: (code) => names.get(code),
    isChain,
    hasChildren: (code) => withChildren.has(code),
    address(codes, detail) {
      const place = codes.map(addressPart).join('');
      const street = detail?.trim() ?? '';
      return place && street ? `${place} ${street}` : place || street;
    },
  };
}
