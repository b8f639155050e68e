/**
 * What other features use of the home: a service's card and its placeholders, the folder popup, how a service opens,
 * and the rows of its lists (the personal home lists the same items).
 */
export { AppCardView } from './app-card';
export { AppSkeleton } from './app-skeleton';
export { FolderPopup } from './folder-popup';
export { launchApp } from './launch-app';
export { LaunchedRows, Rows, TodoRows, type RowProps } from './home-rows';
