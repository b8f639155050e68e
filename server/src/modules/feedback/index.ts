import { defineArea } from '../area-module';
import { feedbackErrors } from './feedback.errors';
import { feedbackRoutes } from './feedback.routes';
import { feedbackFileReaders } from './feedback.service';

/** Feedback from the dialog, read back by its submitter and answered by administrators (spec §3 Feedback). */
export const feedbackArea = defineArea({
  area: 'feedback',
  tables: ['feedback_types', 'feedback', 'feedback_files'],
  errors: feedbackErrors,
  routes: feedbackRoutes,
  fileReaders: feedbackFileReaders,
});
