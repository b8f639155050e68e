/** The empty-result text depends on the page version (spec §8 "empty search"). */
import { usePageVersion } from '@/stores/ui-settings';

export function useEmptyTextKey(): 'spec.searchEmptyV1' | 'spec.searchEmptyV2' {
  return usePageVersion() === 1 ? 'spec.searchEmptyV1' : 'spec.searchEmptyV2';
}
