/** The people it reached, forwarded by their clerk or circulated to them: when they read it and the opinion they gave. */
import type { DocumentDetail } from '@contract/calls/documents';
import UserText from '@/ui/user-text';
import { useDocumentsTranslation } from '../i18n';
import { DataTable, snug } from '@/ui/data-table';
import { toMinute } from '../shared/time';
import { Section } from './section';

type Reader = DocumentDetail['readers'][number];

export function ReadersTable({ readers }: { readers: Reader[] }) {
  const { t } = useDocumentsTranslation();
  if (readers.length === 0) return null;
  return (
    <Section title={t('readersTitle')}>
      <DataTable block="ch-doc-table"
        label={t('readersTitle')}
        rows={readers}
        rowKey={(r) => `${r.uid}:${r.via}`}
        testId="document-readers"
        columns={[
          { key: 'name', head: t('readerName'), lead: true, cell: (r) => <UserText text={r.name} /> },
          { key: 'department', head: t('readerDepartment'), width: 'minmax(8em, 1.5fr)', cell: (r) => <UserText text={r.department} /> },
          { key: 'via', head: t('via'), width: snug(0.6), cell: (r) => t(`via_${r.via}`) },
          { key: 'read', head: t('readAt'), width: snug(), cell: (r) => toMinute(r.read_at) || t('unread') },
          { key: 'opinion', head: t('opinion'), width: 'minmax(8em, 2fr)', cell: (r) => (r.opinion ? <UserText text={r.opinion} /> : t('none')) },
        ]}
      />
    </Section>
  );
}
