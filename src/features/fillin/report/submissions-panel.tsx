/**
 * The period's submissions in the scope, latest first (getFillSubmissions, a page at a time): who, when, a late one
 * marked; each opens read-only in a dialog (getFillSubmission), its form as it was filled in.
 */
import { useState } from 'react';
import { Text, View } from '@tarojs/components';
import type { FillSubmission } from '@contract/calls/fillins';
import { roleProps } from '@/platform/a11y-role';
import { api } from '@/services/api';
import Button from '@/ui/button';
import ListState from '@/ui/list-state';
import Popup from '@/ui/popup';
import UserText from '@/ui/user-text';
import { useFillinTranslation } from '../i18n';
import { SubmissionView } from '../mission/submission-view';
import { useFillWords } from '../shared/fill-words';
import { REPORT_PAGE_SIZE, useFillSubmissions, type FillScope } from './use-report';

export function SubmissionsPanel({ scope, onMobile }: { scope: FillScope; onMobile: boolean }) {
  const { t } = useFillinTranslation();
  const words = useFillWords();
  const list = useFillSubmissions(scope, onMobile);
  const [opening, setOpening] = useState<number | null>(null);
  const [open, setOpen] = useState<FillSubmission | null>(null);
  const show = (id: number) => {
    setOpening(id);
    api.getFillSubmission({ submission_id: id }).then(
      (s) => {
        setOpening(null);
        setOpen(s);
      },
      () => setOpening(null),
    );
  };
  return (
    <View className="ch-fill-card" data-testid="submissions-panel">
      <ListState
        list={list}
        name="submissions"
        emptyText={t('submissionsEmpty')}
        pageSize={REPORT_PAGE_SIZE}
        totalText={list.state.status === 'ready' ? t('submissionsTotal', { count: list.state.total }) : undefined}
      >
        <View className="ch-fill-people" {...roleProps('list')} aria-label={t('tab_submissions')}>
          {list.state.items.map((s) => (
            <View key={s.id} className="ch-fill-person" {...roleProps('listitem')} data-testid="submission-row">
              <UserText className="ch-fill-person__name" text={s.name} />
              <UserText className="ch-fill-person__meta" text={[s.number, s.department, s.class_name].filter(Boolean).join(' · ')} />
              <Text className="ch-fill-person__when">{t('submittedAt', { time: words.stamp(s.created) })}</Text>
              {s.late ? <Text className="ch-fill-late">{t('lateMark')}</Text> : null}
              <Button size="small" onClick={() => show(s.id)} loading={opening === s.id} disabled={opening !== null} testId="submission-open" ariaLabel={`${t('openSubmission')} ${s.name}`}>
                {t('openSubmission')}
              </Button>
            </View>
          ))}
        </View>
      </ListState>
      <Popup visible={open !== null} title={t('submissionTitle')} onClose={() => setOpen(null)} position={onMobile ? 'bottom' : 'center'} width={640} testId="submission-dialog">
        {open ? <SubmissionView
            submission={open}
            title={
              <>
                <UserText text={open.name} />
                {` · ${open.period.label}`}
              </>
            }
            onMobile={onMobile}
          /> : null}
      </Popup>
    </View>
  );
}
