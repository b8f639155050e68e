export interface ToastOptions {
  content: string;
  kind?: 'info' | 'success' | 'error';
  durationMs?: number;
}

export type ShowToast = (options: ToastOptions) => void;

/** Takes the toast shown away (a message the page now shows in place, such as a save conflict). */
export type HideToast = () => void;
