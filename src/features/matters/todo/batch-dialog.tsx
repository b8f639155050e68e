/**
 * The batch approval dialog: the opinion (optional, at most 2000 characters, 同意。 to start with) and a question
 * naming how many are chosen; then the progress while the chunks go, with a way to stop; then the result. Closing
 * it while it runs asks it to stop; closing the result reloads the list (todo-list.tsx).
 */
import { useEffect, useId, useState } from 'react';
import { Text, View } from '@tarojs/components';
import type { TodoItem } from '@contract/calls/matters';
import { TextBox } from '@/ui/text-box';
import { plainId } from '@/ui/control-a11y';
import { roleProps } from '@/platform/a11y-role';
import Button from '@/ui/button';
import Popup from '@/ui/popup';
import { useMattersTranslation } from '../i18n';
import { OPINION_MAX, percent, type BatchProgress } from '../rules/batch';
import { BatchResult } from './batch-result';
import type { BatchPhase } from './use-batch-approve';

interface Props {
  phase: BatchPhase;
  chosen: TodoItem[];
  onMobile: boolean;
  onConfirm(opinion: string): void;
  onCancel(): void;
  onStop(): void;
  /** The result was read (closed, or a skipped task opened). */
  onFinish(): void;
}

function Confirm({ count, onConfirm, onCancel }: { count: number; onConfirm(opinion: string): void; onCancel(): void }) {
  const { t } = useMattersTranslation();
  const id = plainId(useId());
  const [opinion, setOpinion] = useState(() => t('batchOpinionDefault'));
  return (
    <View className="ch-batch-confirm">
      <Text id={`${id}-label`} className="ch-filter__label">
        {t('batchOpinion')}
      </Text>
      <TextBox
        a11y={{ id, labelledBy: `${id}-label`, label: t('batchOpinion'), describedBy: `${id}-count`, invalid: false, required: false }}
        value={opinion}
        onChange={(v) => setOpinion(v.slice(0, OPINION_MAX))}
        onBlur={() => undefined}
        multiline
        maxLength={OPINION_MAX}
      />
      <Text id={`${id}-count`} className="ch-batch-confirm__count">
        {t('batchOpinionCount', { count: opinion.length, max: OPINION_MAX })}
      </Text>
      <Text className="ch-batch-confirm__question" data-testid="batch-question">
        {t('batchQuestion', { count })}
      </Text>
      <View className="ch-batch-actions">
        <Button size="small" onClick={onCancel} testId="batch-cancel">
          {t('cancel')}
        </Button>
        <Button kind="primary" size="small" onClick={() => onConfirm(opinion)} testId="batch-confirm">
          {t('batchConfirm')}
        </Button>
      </View>
    </View>
  );
}

function Running({ progress, stopping, onStop }: { progress: BatchProgress; stopping: boolean; onStop(): void }) {
  const { t } = useMattersTranslation();
  const text = t('batchProcessed', { done: progress.processed, total: progress.total });
  return (
    <View className="ch-batch-progress" data-testid="batch-progress">
      <View
        className="ch-batch-progress__track"
        {...roleProps('progressbar')}
        aria-label={t('batchProgress')}
        aria-valuemin={0}
        aria-valuemax={progress.total}
        aria-valuenow={progress.processed}
        aria-valuetext={text}
      >
        <View className="ch-batch-progress__bar" style={{ width: `${percent(progress)}%` }} />
      </View>
      <Text className="ch-batch-progress__text">{text}</Text>
      {stopping ? <Text className="ch-matter-muted">{t('batchStopping')}</Text> : null}
      <View className="ch-batch-actions">
        <Button size="small" onClick={onStop} disabled={stopping} testId="batch-stop">
          {t('batchStop')}
        </Button>
      </View>
    </View>
  );
}

export function BatchDialog({ phase, chosen, onMobile, onConfirm, onCancel, onStop, onFinish }: Props) {
  const { t } = useMattersTranslation();
  // H5: each step replaces the controls that had the focus; the dialog takes it back, so the keyboard stays inside
  // and a screen reader reads the step's title.
  useEffect(() => {
    if (process.env.TARO_ENV === 'h5' && phase.step !== 'closed' && phase.step !== 'confirm') document.querySelector<HTMLElement>('.ch-popup[role="dialog"]')?.focus();
  }, [phase.step]);
  if (phase.step === 'closed') return null;
  const title = phase.step === 'confirm' ? t('batchTitle') : phase.step === 'running' ? t('batchRunningTitle') : t('batchResultTitle');
  const close = phase.step === 'confirm' ? onCancel : phase.step === 'running' ? onStop : onFinish;
  return (
    <Popup visible title={title} onClose={close} position={onMobile ? 'bottom' : 'center'}>
      {phase.step === 'confirm' ? <Confirm count={chosen.length} onConfirm={onConfirm} onCancel={onCancel} /> : null}
      {phase.step === 'running' ? <Running progress={phase.progress} stopping={phase.stopping} onStop={onStop} /> : null}
      {phase.step === 'done' ? <BatchResult progress={phase.progress} failure={phase.failure} chosen={chosen} onMobile={onMobile} onFinish={onFinish} /> : null}
    </Popup>
  );
}
