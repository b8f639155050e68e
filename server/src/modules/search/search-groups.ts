/**
 * The search groups (spec §3 Search result item) and the area answering each. An area joins search by exporting a
 * SearchSource from its service and adding it here; a group without a source answers an empty list (reports and
 * reservations until their areas exist).
 */
import type { SearchGroup } from '../../../../contract/rules/search';
import { appSearch } from '../apps/apps.service';
import { noticeSearch, officeNoticeSearch } from '../notices/notices.service';
import type { SearchSource } from './search.service';

export const searchSources: Partial<Record<SearchGroup, SearchSource>> = {
  apps: appSearch,
  notify: noticeSearch,
  office_notice: officeNoticeSearch,
};
