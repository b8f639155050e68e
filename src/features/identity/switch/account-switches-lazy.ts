// The mini-program loads no code at run time: the switches are part of the page.
export { AccountSwitches } from './account-switches';
