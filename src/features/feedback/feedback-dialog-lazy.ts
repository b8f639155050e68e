// The mini-program loads no code at run time: the dialog is part of the page.
export { FeedbackDialog } from './feedback-dialog';
