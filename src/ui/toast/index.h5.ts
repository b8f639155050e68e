import { Toast } from 'antd-mobile';
import type { ToastOptions } from './types';

export function showToast({ content, kind = 'info', durationMs = 2000 }: ToastOptions): void {
  Toast.show({ content, icon: kind === 'info' ? undefined : kind === 'success' ? 'success' : 'fail', duration: durationMs });
}
