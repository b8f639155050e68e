/** What other features use of the back office. */
export { BackOffice, BACK_OFFICE_ROUTE } from './shell/back-office';
export { useNarrow } from './kit/use-narrow';
