/**
 * The one-time TOTP prompt (spec §8: e = 2 shows it). The request wrapper's hook opens it with the failed call's
 * retry; the dialog host in every layout shows it and hands the typed code to that retry. The server checks the
 * code: nothing here decides whether it is right.
 */
import { create } from 'zustand';
import type { TotpRetry } from '@/services/request';

interface TotpPromptState {
  /** The call waiting for a code; the prompt is open while it is set. */
  retry: TotpRetry | null;
  ask(retry: TotpRetry): void;
  submit(code: string): void;
  dismiss(): void;
}

export const useTotpPrompt = create<TotpPromptState>((set, get) => ({
  retry: null,
  ask: (retry) => set({ retry }),
  submit(code) {
    const { retry } = get();
    set({ retry: null });
    // The wrapper reports the retry's own failures (a toast, or this prompt again on another e = 2).
    void retry?.(code).catch(() => undefined);
  },
  dismiss: () => set({ retry: null }),
}));
