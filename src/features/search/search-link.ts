/** The full results page for a keyword: kept apart so the home page's search box links to it without the search code. */
import { goTo } from '@/platform/navigation';

export const SEARCH_PAGE = '/site/appSearch';

export function openSearchPage(keyword: string): void {
  goTo(SEARCH_PAGE, { keyword: keyword.trim() });
}
