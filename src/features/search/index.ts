/** What other features use of the search: the header's search box, opening the search page, and the keyword in an address. */
export { HeaderSearch } from './header-search';
export { openSearchPage } from './search-link';
export { keywordParam } from './keyword-param';
