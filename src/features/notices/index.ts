/** What other features use of the notices: the rows of a notice list (the home's notices) and the list's route. */
export { NoticeRows } from './notice-rows';
export { NOTICE_LIST_ROUTE } from './notice-kind';
