/**
 * The reminder dialog (spec §2 Other dialogs): the nodes to urge as check boxes (node_id, node_name), cancel and
 * confirm; at least one must be chosen (请选择节点进行催办, spec §5); success says 催办成功 (spec §4, §8). A step may be
 * urged once an hour: one urged lately (its urge_after still ahead, getMatterDetail urge_nodes) is shown disabled with
 * the time it may be urged again.
 */
import { useId, useState } from 'react';
import i18next from 'i18next';
import { Text, View } from '@tarojs/components';
import { ChoiceGroup } from '@/features/forms/controls/choice-group';
import { plainId } from '@/features/forms/frame/field-frame.types';
import { api } from '@/services/api';
import { roleProps } from '@/platform/a11y-role';
import Button from '@/ui/button';
import Popup from '@/ui/popup';
import { showToast } from '@/ui/toast';
import { useExamineTranslation } from '../examine/i18n';
import { WaitingChoice } from '../examine/waiting-choice';
import { urgeWait } from '../rules/examine';

export interface ReminderNode {
  node_id: string;
  node_name: string;
  /** Empty, or when the step may be urged again (campus time, YYYY-MM-DD HH:mm:ss). */
  urge_after?: string;
}

interface Props {
  instId: string | null;
  nodes: ReminderNode[];
  onClose(): void;
  /** After a reminder went (the page reads the next urge times again). */
  onReminded?(): void;
}

function ReminderChoice({ instId, nodes, onClose, onReminded }: Props & { instId: string }) {
  const { t } = useExamineTranslation();
  const id = plainId(useId());
  const [now] = useState(Date.now);
  const waits = nodes.map((n) => urgeWait(n.urge_after ?? '', now));
  const open = nodes.filter((_, i) => waits[i] === null);
  // One node is the common case: chosen already.
  const [chosen, setChosen] = useState<string[]>(open.length === 1 ? [open[0].node_id] : []);
  const [problem, setProblem] = useState(false);
  const [sending, setSending] = useState(false);

  const confirm = async () => {
    if (chosen.length === 0) return setProblem(true);
    setSending(true);
    try {
      await api.myReminder({ inst_id: instId, node_id: chosen });
      showToast({ content: i18next.t('spec.reminded'), kind: 'success' });
      onReminded?.();
      onClose();
    } catch {
      setSending(false);
    }
  };

  return (
    <View className="ch-reminder">
      <Text id={`${id}-label`} className="ch-filter__label">
        {t('reminderNodes')}
      </Text>
      <ChoiceGroup
        a11y={{ id, labelledBy: `${id}-label`, label: t('reminderNodes'), describedBy: problem ? `${id}-problem` : undefined, invalid: problem, required: true }}
        choices={open.map((n) => ({ value: n.node_id, label: n.node_name }))}
        multiple
        chosen={chosen}
        onChange={(next) => {
          setChosen(next);
          setProblem(false);
        }}
        onBlur={() => undefined}
        variant="list"
      />
      {nodes.some((_, i) => waits[i] !== null) ? (
        <View className="ch-form-choices ch-form-choices--list">
          {nodes.map((n, i) => {
            const wait = waits[i];
            return wait === null ? null : (
              <WaitingChoice key={n.node_id} id={`${id}-w${i}`} label={n.node_name} detail={t('urgeAgain', { time: wait })} testId="reminder-waiting" />
            );
          })}
        </View>
      ) : null}
      {problem ? (
        <Text id={`${id}-problem`} className="ch-reminder__problem" {...roleProps('alert')}>
          {i18next.t('spec.reminderNodeRequired')}
        </Text>
      ) : null}
      <View className="ch-matter-actions ch-matter-actions--end">
        <Button size="small" onClick={onClose} testId="reminder-cancel">
          {t('cancel')}
        </Button>
        <Button kind="primary" size="small" loading={sending} disabled={sending || open.length === 0} onClick={() => void confirm()} testId="reminder-confirm">
          {t('reminderConfirm')}
        </Button>
      </View>
    </View>
  );
}

export function ReminderDialog(props: Props) {
  const { t } = useExamineTranslation();
  return (
    <Popup visible={props.instId !== null} title={t('reminderTitle')} onClose={props.onClose} closeLabel={t('cancel')}>
      {props.instId !== null ? <ReminderChoice {...props} instId={props.instId} /> : null}
    </Popup>
  );
}
