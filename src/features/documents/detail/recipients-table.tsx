/** The recipient departments: who signed for it there and when, and how many of the people it reached have read it. */
import type { DocumentDetail } from '@contract/calls/documents';
import UserText from '@/ui/user-text';
import { useDocumentsTranslation } from '../i18n';
import { DataTable, snug } from '@/ui/data-table';
import { toMinute } from '../shared/time';
import { Section } from './section';

type Recipient = DocumentDetail['recipients'][number];

export function RecipientsTable({ recipients }: { recipients: Recipient[] }) {
  const { t } = useDocumentsTranslation();
  if (recipients.length === 0) return null;
  return (
    <Section title={t('recipientsTitle')}>
      <DataTable block="ch-doc-table"
        label={t('recipientsTitle')}
        rows={recipients}
        rowKey={(r) => r.department_id}
        testId="document-recipients"
        columns={[
          { key: 'name', head: t('department'), lead: true, width: 'minmax(10em, 2fr)', cell: (r) => <UserText text={r.name} /> },
          { key: 'by', head: t('signedBy'), cell: (r) => (r.signed_by ? <UserText text={r.signed_by} /> : t('notSigned')) },
          { key: 'at', head: t('signedAt'), width: snug(), cell: (r) => toMinute(r.signed_at) || t('none') },
          { key: 'read', head: t('readCount'), width: 'minmax(4em, 0.6fr)', cell: (r) => t('readOf', { read: r.read, total: r.readers }) },
        ]}
      />
    </Section>
  );
}
