/**
 * Returning an application (rejectTask): where to (the task's return targets, the applicant first, as radio
 * buttons), what that will do in words, and the opinion, which a return needs. 确认退回 sends it.
 */
import { useId, useState } from 'react';
import { Text, View } from '@tarojs/components';
import type { MatterDetail } from '@contract/calls/matters';
import { ChoiceGroup } from '@/ui/choice-group';
import { plainId } from '@/ui/control-a11y';
import Button from '@/ui/button';
import Popup from '@/ui/popup';
import { useExamineTranslation } from './i18n';
import { OpinionBox } from './opinion-box';

type ReturnTarget = MatterDetail['my_tasks'][number]['return_targets'][number];

export const APPLICANT_TARGET = 'initiator';

/** The applicant first, then the steps as the server lists them (nearest first). */
export function orderedTargets(targets: readonly ReturnTarget[]): ReturnTarget[] {
  return [...targets.filter((r) => r.to === APPLICANT_TARGET), ...targets.filter((r) => r.to !== APPLICANT_TARGET)];
}

interface Props {
  visible: boolean;
  targets: readonly ReturnTarget[];
  opinion: string;
  onOpinion(opinion: string): void;
  busy: boolean;
  onCancel(): void;
  onConfirm(to: string): void;
}

function ChooseReturn({ targets, opinion, onOpinion, busy, onCancel, onConfirm }: Omit<Props, 'visible'>) {
  const { t } = useExamineTranslation();
  const id = plainId(useId());
  const ordered = orderedTargets(targets);
  const [to, setTo] = useState(ordered[0]?.to ?? '');
  const [problem, setProblem] = useState(false);
  const target = ordered.find((r) => r.to === to);

  const confirm = () => {
    if (busy || !target) return;
    if (!opinion.trim()) return setProblem(true);
    onConfirm(target.to);
  };

  return (
    <View className="ch-reject" data-testid="reject-dialog">
      {ordered.length === 0 ? (
        <Text className="ch-matter-muted">{t('noReturnTargets')}</Text>
      ) : (
        <>
          <Text id={`${id}-l`} className="ch-opinion__label">
            {t('rejectTo')}
          </Text>
          <ChoiceGroup
            a11y={{ id, labelledBy: `${id}-l`, label: t('rejectTo'), invalid: false, required: true }}
            choices={ordered.map((r) => ({ value: r.to, label: r.node_name }))}
            multiple={false}
            chosen={[to]}
            onChange={(next) => setTo(next[0] ?? to)}
            onBlur={() => undefined}
            variant="list"
          />
          <Text className="ch-reject__what" data-testid="reject-what">
            {target?.to === APPLICANT_TARGET ? t('rejectToApplicant') : t('rejectToStep', { name: target?.node_name ?? '' })}
          </Text>
        </>
      )}
      <OpinionBox
        value={opinion}
        onChange={(next) => {
          onOpinion(next);
          if (next.trim()) setProblem(false);
        }}
        required
        problem={problem ? t('rejectOpinionRequired') : null}
        testId="reject-opinion"
      />
      <View className="ch-matter-actions ch-matter-actions--end">
        <Button size="small" onClick={onCancel} disabled={busy} testId="reject-cancel">
          {t('cancel')}
        </Button>
        <Button kind="primary" size="small" onClick={confirm} loading={busy} disabled={busy || !target} testId="reject-confirm">
          {t('rejectConfirm')}
        </Button>
      </View>
    </View>
  );
}

export function RejectDialog({ visible, ...rest }: Props) {
  const { t } = useExamineTranslation();
  return (
    <Popup visible={visible} title={t('rejectTitle')} onClose={rest.busy ? () => undefined : rest.onCancel}>
      {visible ? <ChooseReturn {...rest} /> : null}
    </Popup>
  );
}
