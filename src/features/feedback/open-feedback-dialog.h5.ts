/** Opens the feedback dialog on H5 (the right navigation); it loads on the first open, outside every page's first load. */
import { openLazily } from '@/services/open-lazily';

export function openFeedbackDialog(): void {
  openLazily(() => import('./feedback-dialog-root'), (m) => m.showFeedbackDialog());
}
