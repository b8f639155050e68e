/**
 * The fill-in itself: the mission's form through the form renderer, checked by the one validator; for a new fill-in,
 * 免填 offers the last period's answers (沿用上次填报 (11月26日)) and says once they are in; a change to a submission
 * opens with its values and saves them to it. The refusal of a submission shows in the server's words.
 */
import { useMemo, useState } from 'react';
import { Text, View } from '@tarojs/components';
import type { FillMission } from '@contract/calls/fillins';
import { initialValues, type FormValues } from '@contract/forms';
import { FormRenderer, isWorking, useFormState, useWorkingState } from '@/features/forms';
import { roleProps } from '@/platform/a11y-role';
import Button from '@/ui/button';
import { useFillinTranslation } from '../i18n';
import { parseValues, reusedValues } from '../rules/words';
import { useFillSubmit, type FillOutcome } from './use-fill-submit';

interface Props {
  mission: FillMission;
  /** A change to one of the reader's submissions: its id, number in the period and values. */
  editing?: { id: number; n: number; values: FormValues };
  onDone(outcome: FillOutcome): void;
  onCancel?(): void;
  onMobile: boolean;
}

export function FillForm({ mission, editing, onDone, onCancel, onMobile }: Props) {
  const { t } = useFillinTranslation();
  const { schema } = mission.form;
  const fresh = useMemo(() => initialValues(schema), [schema]);
  const form = useFormState(schema, editing ? { ...fresh, ...editing.values } : fresh);
  const last = useMemo(() => (editing ? null : parseValues(mission.last_values)), [editing, mission.last_values]);
  const [reused, setReused] = useState(false);
  const submit = useFillSubmit({ missionId: mission.id, period: mission.period.num, submissionId: editing?.id, values: form.values, validateAll: form.validateAll, onDone });
  const busy = useWorkingState(isWorking) || submit.sending;
  const period = mission.last_period_label;
  const reuse = () => {
    if (!last) return;
    form.setValues(reusedValues(schema, fresh, last));
    setReused(true);
  };

  return (
    <View className="ch-fill-card ch-fill-form" data-testid="fill-form">
      <View className="ch-fill-card__title" {...roleProps('heading')} aria-level={2}>
        {editing ? t('editTitle', { n: editing.n }) : t('formTitle')}
      </View>
      {last && !reused ? (
        <View className="ch-fill-reuse">
          <Text className="ch-fill-reuse__text">{t('reuseHint', { period })}</Text>
          <Button size="small" kind="primary" onClick={reuse} testId="reuse-last">
            {t('reuseLast', { period })}
          </Button>
        </View>
      ) : null}
      {reused ? (
        <Text className="ch-fill-note ch-fill-note--info" {...roleProps('status')} data-testid="reused">
          {t('reused', { period })}
        </Text>
      ) : null}
      <FormRenderer {...form.bind} appId={mission.app_id} layout={onMobile ? 'mobile' : 'desktop'} />
      {submit.refusal ? (
        <Text className="ch-fill-note ch-fill-note--alert" {...roleProps('alert')} data-testid="fill-refusal">
          {submit.refusal}
        </Text>
      ) : null}
      <View className="ch-fill-form__bar">
        {onCancel ? (
          <Button onClick={onCancel} disabled={submit.sending} testId="cancel-edit">
            {t('cancelEdit')}
          </Button>
        ) : null}
        <Button kind="primary" onClick={() => void submit.send()} disabled={busy} loading={submit.sending} testId="fill-submit">
          {submit.sending ? t('submitting') : editing ? t('saveEdit') : t('submit')}
        </Button>
      </View>
    </View>
  );
}
