/**
 * What other features use of feedback: the personal centre's section, opening the dialog from the right navigation,
 * and 我的反馈 for the user centre.
 */
export { FeedbackSection } from './feedback-section';
export { MyFeedback } from './my-feedback';
export { openFeedbackDialog } from './open-feedback-dialog';
