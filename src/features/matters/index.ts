/**
 * What other features use of the matters: where a listed item opens (the home's rows), and the key of the session a
 * view loads for. Kept light: the home's first load imports it.
 */
export { isResubmit, isReturned, launchedTarget, todoTarget, type ItemTarget } from './rules/item-target';
export { useSessionKey } from './shared/session-key';
