/** The empty-result text depends on the page version (spec §8 "empty search"; §2: version 1 or 2, default 2). */
import { DEFAULTS } from '@contract/constants';
import { useSiteConfig } from '@/stores/site-config';

export function useEmptyTextKey(): 'spec.searchEmptyV1' | 'spec.searchEmptyV2' {
  const version = useSiteConfig((s) => s.config?.page_version ?? DEFAULTS.pageVersion);
  return version === 1 ? 'spec.searchEmptyV1' : 'spec.searchEmptyV2';
}
