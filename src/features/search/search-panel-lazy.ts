// The mini-program loads no code at run time: the list is part of the page.
export { HotKeywordList, ResultsPanel } from './search-panel';
export const loadPanel = (): Promise<unknown> => Promise.resolve();
