/**
 * One type's messages a page at a time (getMessageList), appended on phones and paged on desktops. Opening a message
 * marks it read; "mark all read" marks the type's. Either updates the rows in place and the unread counts of the
 * header, the tabs and the dropdown.
 */
import { useCallback } from 'react';
import type { Message } from '@contract/calls/messages';
import { api } from '@/services/api';
import { usePagedList } from '@/services/use-paged-list';
import { useUnread } from '@/stores/unread';

export const MESSAGE_PAGE_SIZE = 10;

function countsChanged(): void {
  const unread = useUnread.getState();
  void unread.load();
  void unread.loadByType();
}

export function useMessageList(mtype: 1 | 2 | 3 | 4 | null, onMobile: boolean) {
  const list = usePagedList(
    mtype === null ? undefined : String(mtype),
    (p) => api.getMessageList({ mtype: mtype ?? 1, p, page_size: MESSAGE_PAGE_SIZE }, { key: 'getMessageList', quiet: true }),
    { mode: onMobile ? 'more' : 'pages' },
  );
  const { patch } = list;

  const markRead = useCallback(
    async (message: Message) => {
      if (message.is_read) return;
      await api.readMessage({ id: message.id });
      patch((items) => items.map((m) => (m.id === message.id ? { ...m, is_read: 1 } : m)));
      countsChanged();
    },
    [patch],
  );

  const markAllRead = useCallback(async () => {
    if (mtype === null) return;
    await api.readAllMessages({ mtype });
    patch((items) => items.map((m) => ({ ...m, is_read: 1 })));
    countsChanged();
  }, [mtype, patch]);

  return { list, markRead, markAllRead };
}
