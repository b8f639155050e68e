/**
 * Notified (/matter/read, spec §2): the applications copied to the user, unread first to the eye, with a read receipt
 * given from the list (readCcTask) and filters for the unread or read ones and a keyword.
 */
import { useState } from 'react';
import type { NotifiedItem } from '@contract/calls/matters';
import { api } from '@/services/api';
import { showToast } from '@/ui/toast';
import { usePagedList, type Page } from '@/services/use-paged-list';
import { useMattersTranslation } from '../i18n';
import { FilterBar } from '../lists/filter-bar';
import { FilterSelect } from '../lists/filter-controls';
import { ListBody } from '../lists/list-body';
import { ListPage } from '../lists/list-page';
import { PAGE_SIZE } from '../lists/page-size';
import { useSessionKey } from '../shared/session-key';
import { ReadRow } from './read-row';

interface Filter {
  keyword: string;
  read: '' | '0' | '1';
}

const EMPTY: Filter = { keyword: '', read: '' };

export function ReadList({ onMobile }: { onMobile: boolean }) {
  const { t } = useMattersTranslation();
  const who = useSessionKey();
  const [filter, setFilter] = useState<Filter>(EMPTY);
  const payload = { keyword: filter.keyword || undefined, is_read: filter.read === '' ? undefined : (Number(filter.read) as 0 | 1) };
  const list = usePagedList<Page<NotifiedItem>>(
    who === undefined ? undefined : `${who}:${JSON.stringify(payload)}`,
    (p) => api.getNotifiedList({ ...payload, p, page_size: PAGE_SIZE }, { quiet: true }),
    { mode: onMobile ? 'more' : 'pages' },
  );

  const markRead = async (item: NotifiedItem) => {
    try {
      await api.readCcTask({ task_id: item.task_id });
      list.patch((items) => items.map((n) => (n.task_id === item.task_id ? { ...n, is_read: 1, read_at: '' } : n)));
      showToast({ content: t('markedRead'), kind: 'success' });
    } catch {
      // The request wrapper has shown why.
    }
  };

  return (
    <ListPage title={t('readTitle')} onMobile={onMobile}>
      <FilterBar onMobile={onMobile} keyword={filter.keyword} onKeyword={(keyword) => setFilter({ ...filter, keyword })} keywordPlaceholder={t('keywordPlaceholder')} setCount={filter.read ? 1 : 0}>
        <FilterSelect
          label={t('status')}
          anyLabel={t('all')}
          choices={[
            { value: '0', label: t('readUnread') },
            { value: '1', label: t('readRead') },
          ]}
          value={filter.read}
          onChange={(read) => setFilter({ ...filter, read: read as Filter['read'] })}
          testId="filter-read"
        />
      </FilterBar>
      <ListBody list={list} onMobile={onMobile} emptyText={t('emptyRead')} narrowed={filter.keyword !== '' || filter.read !== ''} onClear={() => setFilter(EMPTY)} label={t('readTitle')}>
        {list.state.items.map((item) => (
          <ReadRow key={item.task_id} item={item} onMobile={onMobile} onRead={() => void markRead(item)} />
        ))}
      </ListBody>
    </ListPage>
  );
}
