/**
 * The change trail (admin:audit): the back office's changes, newest first, filtered by area, kind of record, action,
 * actor and days; one opened shows its record before and after side by side. Exported with the same filters.
 */
import { useEffect, useRef, useState } from 'react';
import type { AuditChange } from '@contract/calls/audit';
import { CHANGE_ACTION_LABELS, labelIn } from '@contract/rules/audit-labels';
import { changedFields } from '@contract/rules/record-changes';
import { api } from '@/services/api';
import { ExportButton } from '@/features/exports';
import { callAddress } from '@/services/call-address';
import { useUiSettings } from '@/stores/ui-settings';
import Button from '@/ui/button';
import UserText from '@/ui/user-text';
import { AdminList, type ListQuery } from '../../kit';
import { ChangeView } from './change-view';
import { badDayFilter } from './days';
import { useInboxTranslation } from './i18n';
import './inbox.scss';

type ChangeFilters = { area?: string; entity?: string; action?: string; actor?: string; from?: string; to?: string };
type Choices = { areas: string[]; entities: string[]; actions: string[] };

const plain = (values: string[]) => values.map((v) => ({ value: v, label: v }));

export default function ChangeLog() {
  const { t } = useInboxTranslation();
  const lang = useUiSettings((s) => s.lang);
  const applied = useRef<ChangeFilters>({});
  const [choices, setChoices] = useState<Choices>({ areas: [], entities: [], actions: [] });
  const [open, setOpen] = useState<AuditChange | null>(null);

  useEffect(() => {
    void api.getChangeFilterChoices({}, { quiet: true }).then(setChoices, () => undefined);
  }, []);

  const load = async ({ p, page_size, filters }: ListQuery) => {
    if (badDayFilter(filters)) throw new Error(t('audit.badDay'));
    applied.current = { area: filters.area, entity: filters.entity, action: filters.action, actor: filters.actor, from: filters.from, to: filters.to };
    return api.getChangeLog({ p, page_size, ...applied.current });
  };
  const actionLabel = (action: string) => labelIn(CHANGE_ACTION_LABELS, action, lang);

  return (
    <div className="ch-inbox">
      {open ? (
        <div className="ch-inbox-detail" data-testid="change-detail">
          <Button size="small" kind="text" testId="change-back" onClick={() => setOpen(null)}>
            {`← ${t('changes.back')}`}
          </Button>
          <h2 className="ch-inbox-detail__title">{t('changes.detail')}</h2>
          <dl className="ch-inbox-detail__fields">
            <dt>{t('changes.at')}</dt>
            <dd>{open.at}</dd>
            <dt>{t('changes.actor')}</dt>
            <dd>
              <UserText text={`${open.actor_name} (${open.actor_uid})`} />
            </dd>
            <dt>{t('changes.entity')}</dt>
            <dd>
              <code>{`${open.area} / ${open.entity} #${open.entity_id}`}</code>
            </dd>
            <dt>{t('changes.action')}</dt>
            <dd>{actionLabel(open.action)}</dd>
            {open.summary ? (
              <>
                <dt>{t('changes.summary')}</dt>
                <dd>
                  <UserText text={open.summary} />
                </dd>
              </>
            ) : null}
          </dl>
          <ChangeView before={open.before} after={open.after} />
        </div>
      ) : null}
      <div hidden={open !== null}>
        <AdminList<AuditChange>
          label={t('changes.label')}
          rowKey={(r) => r.id}
          load={load}
          toolbar={<ExportButton testId="changes-export" address={() => callAddress('exportChangeLog', applied.current)} />}
          filters={[
            { key: 'area', label: t('changes.area'), kind: 'select', options: plain(choices.areas) },
            { key: 'entity', label: t('changes.entity'), kind: 'select', options: plain(choices.entities) },
            { key: 'action', label: t('changes.action'), kind: 'select', options: choices.actions.map((a) => ({ value: a, label: actionLabel(a) })) },
            { key: 'actor', label: t('changes.actorUid'), kind: 'text' },
            { key: 'from', label: `${t('audit.from')} (${t('audit.dayHint')})`, kind: 'text' },
            { key: 'to', label: `${t('audit.to')} (${t('audit.dayHint')})`, kind: 'text' },
          ]}
          columns={[
            { key: 'at', title: t('changes.at') },
            { key: 'actor', title: t('changes.actor'), render: (r) => <UserText text={r.actor_name || r.actor_uid} /> },
            { key: 'entity', title: t('changes.entity'), render: (r) => <code>{`${r.area}/${r.entity} #${r.entity_id}`}</code> },
            { key: 'action', title: t('changes.action'), render: (r) => actionLabel(r.action) },
            { key: 'summary', title: t('changes.summary'), render: (r) => <UserText className="ch-inbox-clip" text={r.summary} /> },
            { key: 'changed', title: t('changes.changed'), desktopOnly: true, render: (r) => <code>{changedFields(r.before, r.after).join(', ')}</code> },
          ]}
          rowActions={() => [{ label: t('changes.view'), onPress: (row) => setOpen(row) }]}
        />
      </div>
    </div>
  );
}
