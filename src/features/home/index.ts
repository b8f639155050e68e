/** What other features use of the home: a service's card and its placeholders, the folder popup, and how a service opens. */
export { AppCardView } from './app-card';
export { AppSkeleton } from './app-skeleton';
export { FolderPopup } from './folder-popup';
export { launchApp } from './launch-app';
