/**
 * My tasks (/matter/todo?page=todo, spec §2): the pending and processed approval tasks with every filter of
 * getMyTodo, and for holders of the efficiency-supervision permit (service-count, spec §6) the oversee list. The
 * pending total is the my_todo badge's count (one query on the server); the badge is read again whenever the whole
 * pending list is, so the two agree on screen. The pending tab has batch approval (批量处理, batch-approval.tsx).
 */
import { useCallback, useEffect, useState } from 'react';
import type { TodoItem } from '@contract/calls/matters';
import { api } from '@/services/api';
import { useCan } from '@/stores/permissions';
import { useSession } from '@/stores/session';
import { useUnread } from '@/stores/unread';
import Tabs from '@/ui/tabs';
import { usePagedList, type Page } from '@/services/use-paged-list';
import { pageCount } from '@/ui/list-state';
import { useMattersTranslation } from '../i18n';
import { emptyTodoFilter, isNarrowed, todoPayload, type TodoFilter } from '../rules/list-filters';
import { FilterBar } from '../lists/filter-bar';
import { ListBody } from '../lists/list-body';
import { ListPage } from '../lists/list-page';
import { PAGE_SIZE } from '../lists/page-size';
import { useSessionKey } from '../shared/session-key';
import { BatchApproval } from './batch-approval';
import { BatchTools } from './batch-controls';
import { OverseeRow, type OverseeItem } from './oversee-row';
import { TodoFilters } from './todo-filters';
import { TodoRow } from './todo-row';
import { useBatchSelection } from './use-batch-selection';
import { useTodoChoices } from './use-todo-choices';
import './batch.scss';

type Tab = 'pending' | 'processed' | 'oversee';

function Tasks({ tab, onMobile }: { tab: 'pending' | 'processed'; onMobile: boolean }) {
  const { t } = useMattersTranslation();
  const who = useSessionKey();
  const me = useSession((s) => s.user?.name ?? '');
  const [filter, setFilter] = useState<TodoFilter>({ ...emptyTodoFilter, tab });
  const payload = todoPayload(filter);
  const key = who === undefined ? undefined : `${who}:${JSON.stringify(payload)}`;
  const list = usePagedList<Page<TodoItem>>(key, (p) => api.getMyTodo({ ...payload, p, page_size: PAGE_SIZE }, { quiet: true }), { mode: onMobile ? 'more' : 'pages' });
  const choices = useTodoChoices(tab, who);
  const narrowed = isNarrowed(filter);
  const { status, total, page, items } = list.state;
  const batch = useBatchSelection(items);
  const batchOn = tab === 'pending' && batch.on;

  useEffect(() => {
    if (tab === 'pending' && !narrowed && status === 'ready') void useUnread.getState().load();
  }, [tab, narrowed, status, total]);

  // A desktop page emptied (its tasks approved in a batch) shows the last page that still has tasks.
  const { showPage, refresh } = list;
  useEffect(() => {
    if (!onMobile && status === 'ready' && items.length === 0 && total > 0 && page > 1) showPage(pageCount(total, PAGE_SIZE));
  }, [onMobile, status, items.length, total, page, showPage]);

  const reload = useCallback(async () => {
    await refresh();
    await useUnread.getState().load();
  }, [refresh]);

  return (
    <>
      <TodoFilters filter={filter} onChange={setFilter} choices={choices} onMobile={onMobile} />
      {tab === 'pending' ? <BatchTools batch={batch} onMobile={onMobile} hasRows={status === 'ready' && items.length > 0} /> : null}
      <ListBody
        list={list}
        onMobile={onMobile}
        emptyText={t(tab === 'pending' ? 'emptyPending' : 'empty')}
        narrowed={narrowed}
        onClear={() => setFilter({ ...emptyTodoFilter, tab })}
        label={t(tab === 'pending' ? 'tabPending' : 'tabProcessed')}
      >
        {items.map((item) => (
          <TodoRow
            key={item.task_id}
            item={item}
            onMobile={onMobile}
            me={me}
            check={batchOn ? { checked: batch.selection.has(item.task_id), onChange: (on) => batch.toggle(item.task_id, on) } : undefined}
          />
        ))}
      </ListBody>
      {batchOn ? <BatchApproval batch={batch} onMobile={onMobile} onReload={reload} /> : null}
    </>
  );
}

function Oversee({ onMobile }: { onMobile: boolean }) {
  const { t } = useMattersTranslation();
  const who = useSessionKey();
  const [keyword, setKeyword] = useState('');
  const list = usePagedList<Page<OverseeItem>>(
    who === undefined ? undefined : `${who}:${keyword}`,
    (p) => api.getOverseeList({ keyword: keyword || undefined, p, page_size: PAGE_SIZE }, { quiet: true }),
    { mode: onMobile ? 'more' : 'pages' },
  );
  return (
    <>
      <FilterBar onMobile={onMobile} keyword={keyword} onKeyword={setKeyword} keywordPlaceholder={t('keywordPlaceholder')} setCount={0} />
      <ListBody list={list} onMobile={onMobile} emptyText={t('empty')} narrowed={keyword !== ''} onClear={() => setKeyword('')} label={t('tabOversee')}>
        {list.state.items.map((item) => (
          <OverseeRow key={item.inst_id} item={item} />
        ))}
      </ListBody>
    </>
  );
}

/** `tab` opens a tab other than the pending one: the oversee list (督办), which efficiency supervision's monitoring links to. */
export function TodoList({ onMobile, personal, tab: opening }: { onMobile: boolean; personal?: boolean; tab?: string }) {
  const { t } = useMattersTranslation();
  const can = useCan();
  const [tab, setTab] = useState<Tab>(opening === 'processed' || (opening === 'oversee' && can('service-count')) ? opening : 'pending');
  const items = [
    { key: 'pending', title: t('tabPending'), content: <Tasks key="pending" tab="pending" onMobile={onMobile} /> },
    { key: 'processed', title: t('tabProcessed'), content: <Tasks key="processed" tab="processed" onMobile={onMobile} /> },
    ...(can('service-count') ? [{ key: 'oversee', title: t('tabOversee'), content: <Oversee onMobile={onMobile} /> }] : []),
  ];
  return (
    <ListPage title={t('todoTitle')} onMobile={onMobile} personal={personal}>
      <Tabs label={t('todoTitle')} activeKey={tab} onChange={(key) => setTab(key as Tab)} items={items} />
    </ListPage>
  );
}
