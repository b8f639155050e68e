/** The region catalog once loaded, shared by every form on the page; null while it loads or when not needed. */
import { useEffect, useState } from 'react';
import { fieldAccess, type FormSchema } from '@contract/forms';
import type { RegionCatalog } from './region-catalog';
import { loadRegionCatalog } from './region-source';

let loaded: RegionCatalog | null = null;
let loading: Promise<RegionCatalog> | null = null;

function load(): Promise<RegionCatalog> {
  loading ??= loadRegionCatalog().then(
    (catalog) => (loaded = catalog),
    (error: unknown) => {
      // A chunk that failed to arrive (a dropped connection) is fetched again by the next form that needs it.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Whether a form shows a region field at this node (a table's region columns count). */
export function needsRegions(schema: FormSchema, node: string): boolean {
  return schema.fields.some(
    (f) => fieldAccess(f, node) !== 'hidden' && (f.type === 'CountryV2' || (f.type === 'RepeatTable' && f.columns.some((c) => c.type === 'CountryV2'))),
  );
}

export function useRegionCatalog(needed: boolean): RegionCatalog | null {
  const [catalog, setCatalog] = useState(loaded);
  useEffect(() => {
    if (!needed || catalog) return;
    let live = true;
    load().then(
      (c) => live && setCatalog(c),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [needed, catalog]);
  return needed ? catalog : null;
}
