/**
 * The reminder dialog (spec §2 Other dialogs): the nodes to urge as check boxes (node_id, node_name), cancel and
 * confirm in the dialog's footer; at least one must be chosen (请选择节点进行催办, spec §5); success says 催办成功
 * (spec §4, §8). A step may be urged once an hour: one urged lately (its urge_after still ahead, getMatterDetail urge_nodes) is shown disabled with
 * the time it may be urged again.
 */
import { useId, useState } from 'react';
import i18next from 'i18next';
import { Text, View } from '@tarojs/components';
import { plainId } from '@/ui/control-a11y';
import { api } from '@/services/api';
import { roleProps } from '@/platform/a11y-role';
import Button from '@/ui/button';
import CheckBox from '@/ui/check-box';
import Popup from '@/ui/popup';
import { showToast } from '@/ui/toast';
import { useExamineTranslation } from '../examine/i18n';
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
  /** A bottom sheet on a phone. */
  onMobile?: boolean;
}

/** Wide enough for a step's name and when it may be urged again, on one line each. */
const DIALOG_WIDTH = 440;

/** The choice, and the footer's buttons that send it: one state for both. */
function useReminderChoice({ instId, nodes, onClose, onReminded }: Props & { instId: string }) {
  const [now] = useState(Date.now);
  const waits = nodes.map((n) => urgeWait(n.urge_after ?? '', now));
  const open = nodes.filter((_, i) => waits[i] === null);
  // One node is the common case: chosen already.
  const [chosen, setChosen] = useState<string[]>(open.length === 1 ? [open[0].node_id] : []);
  const [problem, setProblem] = useState(false);
  const [sending, setSending] = useState(false);

  const toggle = (nodeId: string, on: boolean) => {
    setChosen((list) => (on ? [...list, nodeId] : list.filter((n) => n !== nodeId)));
    setProblem(false);
  };
  const confirm = async () => {
    if (chosen.length === 0) return setProblem(true);
    setSending(true);
    try {
      await api.myReminder({ inst_id: instId, node_id: nodes.map((n) => n.node_id).filter((n) => chosen.includes(n)) });
      showToast({ content: i18next.t('spec.reminded'), kind: 'success' });
      onReminded?.();
      onClose();
    } catch {
      setSending(false);
    }
  };
  return { waits, open, chosen, toggle, problem, sending, confirm };
}

function ReminderPopup(props: Props & { instId: string }) {
  const { t } = useExamineTranslation();
  const id = plainId(useId());
  const { nodes, onClose, onMobile } = props;
  const choice = useReminderChoice(props);
  const footer = (
    <>
      <Button onClick={onClose} testId="reminder-cancel">
        {t('cancel')}
      </Button>
      <Button kind="primary" loading={choice.sending} disabled={choice.sending || choice.open.length === 0} onClick={() => void choice.confirm()} testId="reminder-confirm">
        {t('reminderConfirm')}
      </Button>
    </>
  );
  return (
    <Popup
      visible
      title={t('reminderTitle')}
      onClose={onClose}
      position={onMobile ? 'bottom' : 'center'}
      width={onMobile ? undefined : DIALOG_WIDTH}
      footer={footer}
    >
      <View className="ch-reminder">
        <View
          className="ch-reminder__nodes"
          {...roleProps('group')}
          aria-label={t('reminderNodes')}
          aria-describedby={choice.problem ? `${id}-problem` : undefined}
        >
          {nodes.map((n, i) => {
            const wait = choice.waits[i];
            return wait === null ? (
              <CheckBox key={n.node_id} label={n.node_name} checked={choice.chosen.includes(n.node_id)} onChange={(on) => choice.toggle(n.node_id, on)} className="ch-reminder__node" />
            ) : (
              <CheckBox
                key={n.node_id}
                label={n.node_name}
                detail={t('urgeAgain', { time: wait })}
                checked={false}
                disabled
                onChange={() => undefined}
                className="ch-reminder__node"
                testId="reminder-waiting"
              />
            );
          })}
        </View>
        {choice.problem ? (
          <Text id={`${id}-problem`} className="ch-reminder__problem" {...roleProps('alert')}>
            {i18next.t('spec.reminderNodeRequired')}
          </Text>
        ) : null}
      </View>
    </Popup>
  );
}

export function ReminderDialog(props: Props) {
  // Opened afresh for each application: its steps, what is chosen and the time the waits count from.
  return props.instId !== null ? <ReminderPopup key={props.instId} {...props} instId={props.instId} /> : null;
}
