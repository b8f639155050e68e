import Taro from '@tarojs/taro';
import type { ToastOptions } from './types';

// The mini-program's own toast needs no host in the page.
export function showToast({ content, kind = 'info', durationMs = 2000 }: ToastOptions): void {
  void Taro.showToast({ title: content, icon: kind === 'success' ? 'success' : kind === 'error' ? 'error' : 'none', duration: durationMs });
}
