/**
 * The one-time TOTP prompt (spec §8: e = 2 shows it). The request wrapper's hook asks it; every call waiting on it
 * (several may meet e = 2 at once) is answered together: true once the server took a code (verifyTotp), which marks
 * the session, false when the user cancels. The server judges the code: nothing here decides whether it is right.
 */
import { create } from 'zustand';
import { api } from '@/services/api';
import { RequestError } from '@/services/request';

interface TotpPromptState {
  open: boolean;
  ask(): Promise<boolean>;
  /** Sends a TOTP or recovery code; answers null when the server took it, else the reason to show. */
  submit(code: string): Promise<string | null>;
  dismiss(): void;
}

let waiting: ((given: boolean) => void)[] = [];

export const useTotpPrompt = create<TotpPromptState>((set) => {
  const settle = (given: boolean) => {
    const answered = waiting;
    waiting = [];
    set({ open: false });
    answered.forEach((resolve) => resolve(given));
  };
  return {
    open: false,
    ask: () =>
      new Promise<boolean>((resolve) => {
        waiting.push(resolve);
        set({ open: true });
      }),
    async submit(code) {
      try {
        await api.verifyTotp({ code }, { quiet: true });
      } catch (err) {
        return err instanceof RequestError ? err.message : '';
      }
      settle(true);
      return null;
    },
    dismiss: () => settle(false),
  };
});
