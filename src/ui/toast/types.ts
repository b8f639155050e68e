export interface ToastOptions {
  content: string;
  kind?: 'info' | 'success' | 'error';
  durationMs?: number;
}

export type ShowToast = (options: ToastOptions) => void;
