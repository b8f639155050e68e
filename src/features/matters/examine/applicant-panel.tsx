/**
 * An application followed rather than handled (type=launch, a copy already read, a task already done): the form as
 * read, where it stands now with the likely finish, and the applicant's actions while it is in progress: 催办 the
 * steps waiting on approvers (the reminder dialog, each step once an hour), 撤回 and 终止; once it has ended, the
 * applicant's star rating where the service takes ratings.
 */
import { useState, type ReactNode } from 'react';
import { View } from '@tarojs/components';
import type { MatterDetail } from '@contract/calls/matters';
import { FormRenderer } from '@/features/forms';
import { roleProps } from '@/platform/a11y-role';
import Button from '@/ui/button';
import { ReminderDialog } from '../launch/reminder-dialog';
import { ApplicantEnds } from './applicant-ends';
import { RatingPanel } from './rating-panel';
import { useExamineTranslation } from './i18n';
import { RouteAhead } from './route-ahead';
import { Section } from './section';
import type { RouteAhead as Route } from './use-examine-data';

interface Props {
  detail: MatterDetail;
  route: Route | null;
  current: readonly string[];
  onMobile: boolean;
  onChanged(): void;
  /** Above the form (the copy reader's notice). */
  notice?: ReactNode;
}

const noChange = () => undefined;

export function ApplicantPanel({ detail, route, current, onMobile, onChanged, notice }: Props) {
  const { t } = useExamineTranslation();
  const [urging, setUrging] = useState(false);
  const acts = detail.can_urge === 1 || detail.can_withdraw === 1 || detail.can_terminate === 1;
  const actions = acts ? (
    <View className="ch-exam-actions" {...roleProps('group')} aria-label={t('actionsLabel')}>
      {detail.can_urge === 1 ? (
        <Button kind="primary" onClick={() => setUrging(true)} testId="examine-urge">
          {t('remind')}
        </Button>
      ) : null}
      <ApplicantEnds detail={detail} onChanged={onChanged} />
    </View>
  ) : null;
  return (
    <>
      {notice}
      {route && route.nodes.length > 0 ? (
        <Section title={t('routeAheadTitle')} className="ch-exam-progress">
          <RouteAhead route={route} current={current} />
          {actions}
        </Section>
      ) : actions ? (
        <View className="ch-matter-card">{actions}</View>
      ) : null}
      <RatingPanel detail={detail} onRated={onChanged} />
      <Section title={t('formTitle')} className="ch-exam-form">
        {detail.form.schema.fields.length > 0 ? (
          <FormRenderer schema={detail.form.schema} values={detail.values} onChange={noChange} readOnly appId={detail.app_id} instId={detail.inst_id} layout={onMobile ? 'mobile' : 'desktop'} />
        ) : (
          <View className="ch-matter-muted">{t('formNoFields')}</View>
        )}
      </Section>
      <ReminderDialog instId={urging ? detail.inst_id : null} nodes={detail.urge_nodes} onClose={() => setUrging(false)} onReminded={onChanged} onMobile={onMobile} />
    </>
  );
}
