/**
 * The service hall's view as its address keeps it (spec §2 /site/serviceList): the audience tab (spec §1), the theme,
 * category and department chosen, the keyword and the page, so that a reload or a shared link shows the same view;
 * and the getAppCatalog payload that view asks for.
 */
import { AUDIENCES, type Audience } from '@contract/rules/audience';
import type { PayloadOf } from '@contract/call';
import type { calls } from '@contract/calls';
import { keywordParam } from '@/features/search';

export type AudienceTab = 'all' | Audience;
export const AUDIENCE_TABS: readonly AudienceTab[] = ['all', ...AUDIENCES];

export const HALL_PAGE_SIZE = 20;
/** getAppCatalog's keyword limit. */
export const HALL_KEYWORD_MAX = 50;

export interface HallFilters {
  audience: AudienceTab;
  themeId: number | null;
  categoryId: number | null;
  departmentId: number | null;
  keyword: string;
  /** The desktop page; a phone appends pages and always starts from the first. */
  page: number;
}

export type CatalogPayload = PayloadOf<typeof calls.getAppCatalog>;

function positive(raw: string | undefined): number | null {
  return raw && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null;
}

/** The view an address asks for; what it leaves out (or gets wrong) is the default, `audience` the reader's own. */
export function readFilters(params: Record<string, string | undefined>, defaultAudience: AudienceTab): HallFilters {
  const audience = AUDIENCE_TABS.find((tab) => tab === params.audience) ?? defaultAudience;
  return {
    audience,
    themeId: positive(params.theme),
    categoryId: positive(params.category),
    departmentId: positive(params.department),
    keyword: keywordParam(params.keyword).trim().slice(0, HALL_KEYWORD_MAX),
    page: positive(params.page) ?? 1,
  };
}

/** The address's query for a view. The audience is always written: the default differs from reader to reader. */
export function addressQuery(f: HallFilters): Record<string, string | number | undefined> {
  return {
    audience: f.audience,
    theme: f.themeId ?? undefined,
    category: f.categoryId ?? undefined,
    department: f.departmentId ?? undefined,
    keyword: f.keyword || undefined,
    page: f.page > 1 ? f.page : undefined,
  };
}

export function catalogPayload(f: HallFilters, page: number): CatalogPayload {
  return {
    p: page,
    page_size: HALL_PAGE_SIZE,
    audience: f.audience === 'all' ? undefined : f.audience,
    theme_id: f.themeId ?? undefined,
    category_id: f.categoryId ?? undefined,
    department_id: f.departmentId ?? undefined,
    keyword: f.keyword.trim() || undefined,
  };
}

/** A change of view: any change but a page turn starts again from the first page. */
export function withFilters(f: HallFilters, change: Partial<HallFilters>): HallFilters {
  return { ...f, page: 1, ...change };
}

/** Whether the reader narrowed the list within the tab: an empty list then says nothing matched, and offers to clear. */
export function isNarrowed(f: HallFilters): boolean {
  return f.themeId !== null || f.categoryId !== null || f.departmentId !== null || f.keyword.trim() !== '';
}

export function clearedFilters(f: HallFilters): HallFilters {
  return withFilters(f, { themeId: null, categoryId: null, departmentId: null, keyword: '' });
}
