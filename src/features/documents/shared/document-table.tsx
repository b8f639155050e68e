/**
 * A page of documents (我的公文, 公文中心, 发文管理): number, title, office, urgency, secrecy, status, the time it was
 * issued (or last changed, before then) and, in 我的公文, what the reader has to do. The title opens the document.
 */
import type { DocumentItem } from '@contract/calls/documents';
import Pressable from '@/ui/pressable';
import UserText from '@/ui/user-text';
import { useDocumentsTranslation } from '../i18n';
import { SecrecyTag, StatusTag, TodoTag, UrgencyTag } from './badges';
import { DataTable, snug, type Column } from '@/ui/data-table';
import { openDocument } from './routes';
import { toMinute } from './time';

interface Props {
  items: readonly DocumentItem[];
  /** 我的公文 says what the reader has to do with each. */
  withTodo?: boolean;
}

export function DocumentTable({ items, withTodo = false }: Props) {
  const { t } = useDocumentsTranslation();
  const columns: Column<DocumentItem>[] = [
    {
      key: 'title',
      head: t('colTitle'),
      lead: true,
      width: 'minmax(14em, 3fr)',
      cell: (d) => (
        <Pressable role="link" className="ch-doc-link" onPress={() => openDocument(d.id)} testId="document-open">
          <UserText text={d.title} />
        </Pressable>
      ),
    },
    { key: 'number', head: t('colNumber'), width: 'minmax(9em, 1.4fr)', cell: (d) => (d.number ? <UserText text={d.number} /> : t('noNumber')) },
    { key: 'office', head: t('colOffice'), cell: (d) => <UserText text={d.office_name} /> },
    { key: 'urgency', head: t('colUrgency'), width: snug(0.7), cell: (d) => <UrgencyTag urgency={d.urgency} /> },
    { key: 'secrecy', head: t('colSecrecy'), width: snug(0.6), cell: (d) => <SecrecyTag secrecy={d.secrecy} /> },
    { key: 'status', head: t('colStatus'), width: snug(0.7), cell: (d) => <StatusTag status={d.status} /> },
    { key: 'time', head: t('colTime'), width: snug(), cell: (d) => toMinute(d.issued || d.updated) || t('none') },
    ...(withTodo ? [{ key: 'todo', head: t('colTodo'), width: snug(0.7), cell: (d: DocumentItem) => <TodoTag todo={d.todo} /> }] : []),
  ];
  return <DataTable block="ch-doc-table" label={t('documentsLabel')} rows={items} columns={columns} rowKey={(d) => d.id} testId="documents" />;
}
