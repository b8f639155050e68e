/** What other features use of feedback: the personal centre's section, and opening the dialog from the right navigation. */
export { FeedbackSection } from './feedback-section';
export { openFeedbackDialog } from './open-feedback-dialog';
