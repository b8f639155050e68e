export interface ToastOptions {
  content: string;
  kind?: 'info' | 'success' | 'error';
  durationMs?: number;
}
