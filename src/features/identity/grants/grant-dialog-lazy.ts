// The mini-program loads no code at run time: the dialog is part of the page.
export { GrantDialog } from './grant-dialog';
