/**
 * The reminder dialog (spec §2 Other dialogs): the nodes to urge as check boxes (node_id, node_name), cancel and
 * confirm; at least one must be chosen (请选择节点进行催办, spec §5); success says 催办成功 (spec §4, §8).
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
import { useMattersTranslation } from '../i18n';

export interface ReminderNode {
  node_id: string;
  node_name: string;
}

interface Props {
  instId: string | null;
  nodes: ReminderNode[];
  onClose(): void;
}

function ReminderChoice({ instId, nodes, onClose }: Props & { instId: string }) {
  const { t } = useMattersTranslation();
  const id = plainId(useId());
  // One node is the common case: chosen already.
  const [chosen, setChosen] = useState<string[]>(nodes.length === 1 ? [nodes[0].node_id] : []);
  const [problem, setProblem] = useState(false);
  const [sending, setSending] = useState(false);

  const confirm = async () => {
    if (chosen.length === 0) return setProblem(true);
    setSending(true);
    try {
      await api.myReminder({ inst_id: instId, node_id: chosen });
      showToast({ content: i18next.t('spec.reminded'), kind: 'success' });
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
        choices={nodes.map((n) => ({ value: n.node_id, label: n.node_name }))}
        multiple
        chosen={chosen}
        onChange={(next) => {
          setChosen(next);
          setProblem(false);
        }}
        onBlur={() => undefined}
        variant="list"
      />
      {problem ? (
        <Text id={`${id}-problem`} className="ch-reminder__problem" {...roleProps('alert')}>
          {i18next.t('spec.reminderNodeRequired')}
        </Text>
      ) : null}
      <View className="ch-matter-actions ch-matter-actions--end">
        <Button size="small" onClick={onClose} testId="reminder-cancel">
          {t('cancel')}
        </Button>
        <Button kind="primary" size="small" loading={sending} disabled={sending} onClick={() => void confirm()} testId="reminder-confirm">
          {t('reminderConfirm')}
        </Button>
      </View>
    </View>
  );
}

export function ReminderDialog(props: Props) {
  const { t } = useMattersTranslation();
  return (
    <Popup visible={props.instId !== null} title={t('reminderTitle')} onClose={props.onClose} closeLabel={t('cancel')}>
      {props.instId !== null ? <ReminderChoice {...props} instId={props.instId} /> : null}
    </Popup>
  );
}
