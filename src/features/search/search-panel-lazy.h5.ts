/**
 * On H5 the dropdown's list arrives after the first paint, in its own chunk: the box is all a page shows until
 * someone focuses it, which is when the chunk is fetched.
 */
import { lazy } from 'react';

export const loadPanel = () => import('./search-panel');
export const ResultsPanel = lazy(() => loadPanel().then((m) => ({ default: m.ResultsPanel })));
export const HotKeywordList = lazy(() => loadPanel().then((m) => ({ default: m.HotKeywordList })));
