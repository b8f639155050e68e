/**
 * The next-approver prompt (spec §9 defaults): when a step of the route is handled by someone the applicant chooses,
 * it asks for that person before the application goes, with the buttons 返回修改 (back to the form) and 确认. The
 * people are picked with the form's own people picker (a User field per step), so the picker and its checks are the
 * form's.
 */
import { useMemo } from 'react';
import { Text, View } from '@tarojs/components';
import type { OutlineNode } from '@contract/calls/matters';
import { isPersonRef, type FormSchema, type PersonRef } from '@contract/forms';
import { FormRenderer, useFormState } from '@/features/forms';
import Button from '@/ui/button';
import Popup from '@/ui/popup';
import { useMattersTranslation } from '../i18n';
import type { Chosen } from '../rules/next-approver';

interface Props {
  nodes: OutlineNode[];
  onBack(): void;
  onConfirm(chosen: Chosen, names: Record<string, string[]>): void;
}

const fieldOf = (index: number) => `form1_${index + 1}`;

function ChooseApprovers({ nodes, onBack, onConfirm }: Props) {
  const { t } = useMattersTranslation();
  const schema = useMemo<FormSchema>(
    () => ({ form_no: 1, fields: nodes.map((node, i) => ({ id: fieldOf(i), type: 'User', label: node.name, required: true })) }),
    [nodes],
  );
  const form = useFormState(schema);

  const confirm = () => {
    if (!form.validateAll()) return;
    const people = nodes.map((_, i) => (Array.isArray(form.values[fieldOf(i)]) ? (form.values[fieldOf(i)] as unknown[]).filter(isPersonRef) : []) as PersonRef[]);
    onConfirm(
      Object.fromEntries(nodes.map((node, i) => [node.id, people[i].map((p) => p.uid)])),
      Object.fromEntries(nodes.map((node, i) => [node.id, people[i].map((p) => p.name)])),
    );
  };

  return (
    <View className="ch-next-approver" data-testid="next-approver-prompt">
      <Text className="ch-next-approver__text">{t('nextApproverPrompt')}</Text>
      <FormRenderer {...form.bind} />
      <View className="ch-matter-actions ch-matter-actions--end">
        <Button size="small" onClick={onBack} testId="next-approver-back">
          {t('nextApproverBack')}
        </Button>
        <Button kind="primary" size="small" onClick={confirm} testId="next-approver-confirm">
          {t('nextApproverConfirm')}
        </Button>
      </View>
    </View>
  );
}

export function NextApproverPrompt(props: Props & { visible: boolean }) {
  const { t } = useMattersTranslation();
  return (
    <Popup visible={props.visible} title={t('nextApproverTitle')} onClose={props.onBack}>
      {props.visible ? <ChooseApprovers nodes={props.nodes} onBack={props.onBack} onConfirm={props.onConfirm} /> : null}
    </Popup>
  );
}
