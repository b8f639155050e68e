import type { HideToast, ShowToast } from './types';
import './toast.scss';

// A toast of our own, written straight into the page: antd-mobile's Toast would bring its mask and an animation
// library into every page's first load (issue 5). One at a time; screen readers announce it (errors assertively).
let current: { el: HTMLElement; timer: ReturnType<typeof setTimeout> } | null = null;

export const showToast: ShowToast = ({ content, kind = 'info', durationMs = 2000 }) => {
  if (current) {
    clearTimeout(current.timer);
    current.el.remove();
  }
  const el = document.createElement('div');
  el.className = `ch-toast ch-toast--${kind}`;
  el.setAttribute('role', kind === 'error' ? 'alert' : 'status');
  el.textContent = content;
  document.body.appendChild(el);
  const timer = setTimeout(() => {
    el.remove();
    if (current?.el === el) current = null;
  }, durationMs);
  current = { el, timer };
};

export const hideToast: HideToast = () => {
  if (!current) return;
  clearTimeout(current.timer);
  current.el.remove();
  current = null;
};
