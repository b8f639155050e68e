/**
 * Unread messages and open to-dos of the signed-in user (spec §3 "Unread counts"), and unread messages by type for
 * the message dropdown (messageCount: 1 application, 2 approval, 3 notification, 4 urging). Failures of the badge
 * call show their message (spec §8).
 */
import { create } from 'zustand';
import { api } from '@/services/api';

interface UnreadState {
  messages: number;
  todo: number;
  byType: Record<string, number>;
  load(): Promise<void>;
  loadByType(): Promise<void>;
  clear(): void;
}

export const useUnread = create<UnreadState>((set) => ({
  messages: 0,
  todo: 0,
  byType: {},
  async load() {
    const d = await api.getunreadData(undefined, { key: 'getunreadData' }).catch(() => null);
    if (d) set({ messages: d.messagge, todo: d.my_todo });
  },
  async loadByType() {
    const byType = await api.messageCount(undefined, { key: 'messageCount', quiet: true }).catch(() => null);
    if (byType) set({ byType });
  },
  clear() {
    set({ messages: 0, todo: 0, byType: {} });
  },
}));
