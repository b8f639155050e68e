/**
 * The applicant's view of a returned application (/matter/rejectStep): why it came back, the form as at the start
 * (the applicant's start-node permissions, contract/forms START_NODE) to correct, an optional note, and resubmit
 * (resubmitMatter). The applicant may also give it up: withdraw while allowed, or terminate, each after a
 * confirmation.
 */
import { useState } from 'react';
import { View } from '@tarojs/components';
import { START_NODE } from '@contract/forms';
import { FormRenderer, isWorking, useFormState, useWorkingState } from '@/features/forms';
import { roleProps } from '@/platform/a11y-role';
import { api } from '@/services/api';
import { useUnread } from '@/stores/unread';
import Button from '@/ui/button';
import { showToast } from '@/ui/toast';
import { editableValues } from '../rules/examine';
import { ApplicantEnds } from './applicant-ends';
import { examineText, useExamineTranslation } from './i18n';
import { OpinionBox } from './opinion-box';
import { ReturnedBanner } from './returned-banner';
import { Section } from './section';
import { opinionOf, type TaskPanelProps } from './use-task-actions';


export function ResubmitPanel({ detail, task, onMobile, onFinished, onChanged }: TaskPanelProps) {
  const { t } = useExamineTranslation();
  const { schema } = detail.form;
  const form = useFormState(schema, detail.values);
  const [note, setNote] = useState('');
  const [sending, setSending] = useState(false);
  const working = useWorkingState(isWorking);

  const resubmit = async () => {
    if (sending || !form.validateAll()) return;
    setSending(true);
    try {
      const result = await api.resubmitMatter({ task_id: task.task_id, values: JSON.stringify(editableValues(schema, START_NODE, form.values)), opinion: opinionOf(note) });
      void useUnread.getState().load();
      showToast({ content: examineText('done_resubmit'), kind: 'success' });
      onFinished({ action: 'resubmit', status: result.status });
    } catch {
      // The request wrapper has shown why; the corrections stay.
      setSending(false);
    }
  };

  return (
    <>
      <ReturnedBanner steps={detail.steps} toStep={false} />
      <Section title={t('formTitle')} className="ch-exam-form">
        <View className="ch-matter-muted ch-exam-form__hint">{t('resubmitHint')}</View>
        <FormRenderer {...form.bind} appId={detail.app_id} instId={detail.inst_id} layout={onMobile ? 'mobile' : 'desktop'} />
      </Section>
      <Section title={t('resubmitNote')} className="ch-exam-decide" hideTitle>
        <OpinionBox value={note} onChange={setNote} label={t('resubmitNote')} placeholder={t('resubmitNotePlaceholder')} phrases={false} testId="resubmit-note" />
        <View className="ch-exam-actions" {...roleProps('group')} aria-label={t('actionsLabel')}>
          <Button kind="primary" onClick={() => void resubmit()} loading={sending} disabled={sending || working} testId="resubmit-submit">
            {sending ? t('sending') : t('resubmit')}
          </Button>
          <ApplicantEnds detail={detail} onChanged={onChanged} />
        </View>
      </Section>
    </>
  );
}
