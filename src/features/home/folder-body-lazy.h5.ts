/**
 * On H5 a folder's body arrives in its own chunk when a folder is first opened: its HTML is cleaned again in the
 * browser (DOMPurify), which no page's first load needs to carry.
 */
import { lazy } from 'react';

export const FolderBody = lazy(() => import('./folder-body').then((m) => ({ default: m.FolderBody })));
