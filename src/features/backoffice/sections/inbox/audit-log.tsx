/**
 * The sign-in and account trail (admin:audit): newest first, filtered by account, event, outcome and days, and
 * exported with the same filters as an .xlsx file.
 */
import { useRef } from 'react';
import { AUDIT_EVENTS, type AuditEvent } from '@contract/calls/audit';
import { AUDIT_EVENT_LABELS, AUDIT_OUTCOME_LABELS, labelIn } from '@contract/rules/audit-labels';
import { api } from '@/services/api';
import { ExportButton } from '@/features/exports';
import { callAddress } from '@/services/call-address';
import { useUiSettings } from '@/stores/ui-settings';
import UserText from '@/ui/user-text';
import { AdminList, type ListQuery } from '../../kit';
import { badDayFilter } from './days';
import { useInboxTranslation } from './i18n';
import './inbox.scss';

type EventFilters = { uid?: string; event?: AuditEvent['event']; outcome?: AuditEvent['outcome']; from?: string; to?: string };

const eventFilters = (f: Record<string, string>): EventFilters => ({
  uid: f.uid,
  event: f.event as EventFilters['event'],
  outcome: f.outcome as EventFilters['outcome'],
  from: f.from,
  to: f.to,
});

export default function AuditLog() {
  const { t } = useInboxTranslation();
  const lang = useUiSettings((s) => s.lang);
  const applied = useRef<EventFilters>({});

  const load = async ({ p, page_size, filters }: ListQuery) => {
    if (badDayFilter(filters)) throw new Error(t('audit.badDay'));
    applied.current = eventFilters(filters);
    return api.getAuditLog({ p, page_size, ...applied.current });
  };

  return (
    <div className="ch-inbox">
      <AdminList<AuditEvent>
        label={t('audit.label')}
        rowKey={(r) => r.id}
        load={load}
        toolbar={<ExportButton testId="audit-export" address={() => callAddress('exportAuditLog', applied.current)} />}
        filters={[
          { key: 'uid', label: t('audit.uid'), kind: 'text' },
          { key: 'event', label: t('audit.event'), kind: 'select', options: AUDIT_EVENTS.map((e) => ({ value: e, label: labelIn(AUDIT_EVENT_LABELS, e, lang) })) },
          { key: 'outcome', label: t('audit.outcome'), kind: 'select', options: (['success', 'failure'] as const).map((o) => ({ value: o, label: labelIn(AUDIT_OUTCOME_LABELS, o, lang) })) },
          { key: 'from', label: `${t('audit.from')} (${t('audit.dayHint')})`, kind: 'text' },
          { key: 'to', label: `${t('audit.to')} (${t('audit.dayHint')})`, kind: 'text' },
        ]}
        columns={[
          { key: 'at', title: t('audit.at') },
          { key: 'event', title: t('audit.event'), render: (r) => labelIn(AUDIT_EVENT_LABELS, r.event, lang) },
          {
            key: 'outcome',
            title: t('audit.outcome'),
            render: (r) => <span className={r.outcome === 'success' ? 'ch-inbox-tag ch-inbox-tag--done' : 'ch-inbox-tag ch-inbox-tag--bad'}>{labelIn(AUDIT_OUTCOME_LABELS, r.outcome, lang)}</span>,
          },
          { key: 'uid', title: t('audit.account'), render: (r) => <UserText text={r.uid || r.account} /> },
          { key: 'user_name', title: t('audit.name'), render: (r) => <UserText text={r.user_name} /> },
          { key: 'ip', title: t('audit.ip'), desktopOnly: true },
          { key: 'reason', title: t('audit.reason'), desktopOnly: true },
        ]}
      />
    </div>
  );
}
