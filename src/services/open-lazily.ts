/**
 * Opens something whose code loads on first use (a dialog outside every page's first load). When that code cannot
 * load (the network dropped, the server was updated), the user is told so and can press again, instead of a press
 * that does nothing.
 */
import i18next from 'i18next';
import { showToast } from '@/ui/toast';

export function openLazily<M>(load: () => Promise<M>, open: (loaded: M) => void): void {
  load().then(open, () => showToast({ content: i18next.t('spec.network'), kind: 'error' }));
}
