/**
 * A page's list of documents in its states (loading, empty, failed, paged): 我的公文, 公文中心 and 发文管理 show their
 * documents alike, each with its own empty words and the offer to clear what the reader narrowed it by.
 */
import type { DocumentItem } from '@contract/calls/documents';
import type { ListControls } from '@/services/use-paged-list';
import ListState from '@/ui/list-state';
import { useDocumentsTranslation } from '../i18n';
import { PAGE_SIZE } from '../lists/paging';
import { DocumentTable } from './document-table';

interface Props {
  list: ListControls;
  items: readonly DocumentItem[];
  name: string;
  emptyText: string;
  onClear?(): void;
  withTodo?: boolean;
}

export function DocumentResults({ list, items, name, emptyText, onClear, withTodo }: Props) {
  const { t } = useDocumentsTranslation();
  return (
    <ListState
      list={list}
      name={name}
      emptyText={emptyText}
      onClear={onClear}
      pageSize={PAGE_SIZE}
      totalText={list.state.status === 'ready' ? t('total', { count: list.state.total }) : undefined}
    >
      <DocumentTable items={items} withTodo={withTodo} />
    </ListState>
  );
}
