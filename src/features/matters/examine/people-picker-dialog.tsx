/**
 * A dialog that asks for people: one or more named slots (the person to transfer to, the approvers to add, the people
 * to copy to, the approver of each next step), each the form's own people picker (a User field: usePeopleSearch
 * with its PickerSheet), required, and optionally a note. The form's checks say what is missing; confirm hands back
 * the chosen people by slot.
 */
import { useMemo } from 'react';
import { Text, View } from '@tarojs/components';
import { isPersonRef, type FormField, type FormSchema, type PersonRef } from '@contract/forms';
import { FormRenderer, useFormState } from '@/features/forms';
import Button from '@/ui/button';
import Popup from '@/ui/popup';
import { OPINION_MAX } from '../rules/examine';
import { useExamineTranslation } from './i18n';

export interface PeopleSlot {
  /** What the chosen people are handed back under (a node id, or any name). */
  key: string;
  label: string;
  multiple: boolean;
  /** The most people the slot takes (the call's own limit). */
  max?: number;
}

export type Picked = Record<string, PersonRef[]>;

interface Props {
  visible: boolean;
  title: string;
  hint?: string;
  slots: PeopleSlot[];
  /** Offer an optional note (sent as the action's opinion). */
  note?: boolean;
  cancelLabel: string;
  confirmLabel: string;
  busy?: boolean;
  onCancel(): void;
  onConfirm(picked: Picked, note: string): void;
  testId?: string;
}

const fieldId = (index: number) => `form1_${index + 1}`;

function schemaOf(slots: PeopleSlot[], note: string | null): FormSchema {
  const people: FormField[] = slots.map((slot, i) => ({
    id: fieldId(i),
    type: 'User',
    label: slot.label,
    required: true,
    multiple: slot.multiple,
    ...(slot.max ? { max_choices: slot.max } : {}),
  }));
  const extra: FormField[] = note === null ? [] : [{ id: fieldId(slots.length), type: 'MultiInput', label: note, max_length: OPINION_MAX }];
  return { form_no: 1, fields: [...people, ...extra] };
}

function PickPeople(props: Omit<Props, 'visible' | 'title'>) {
  const { t } = useExamineTranslation();
  const { slots, note, hint, cancelLabel, confirmLabel, busy, onCancel, onConfirm, testId } = props;
  const noteLabel = note ? t('pickerNote') : null;
  const schema = useMemo(() => schemaOf(slots, noteLabel), [slots, noteLabel]);
  const form = useFormState(schema);

  const confirm = () => {
    if (busy || !form.validateAll()) return;
    const picked = Object.fromEntries(
      slots.map((slot, i) => {
        const value = form.values[fieldId(i)];
        return [slot.key, Array.isArray(value) ? value.filter(isPersonRef) : []];
      }),
    );
    const text = note ? form.values[fieldId(slots.length)] : '';
    onConfirm(picked, typeof text === 'string' ? text.trim() : '');
  };

  return (
    <View className="ch-people-picker" data-testid={testId}>
      {hint ? <Text className="ch-people-picker__hint">{hint}</Text> : null}
      <FormRenderer {...form.bind} />
      <View className="ch-matter-actions ch-matter-actions--end">
        <Button size="small" onClick={onCancel} disabled={busy} testId={testId ? `${testId}-cancel` : undefined}>
          {cancelLabel}
        </Button>
        <Button kind="primary" size="small" onClick={confirm} loading={busy} disabled={busy} testId={testId ? `${testId}-confirm` : undefined}>
          {confirmLabel}
        </Button>
      </View>
    </View>
  );
}

export function PeoplePickerDialog({ visible, title, ...rest }: Props) {
  return (
    <Popup visible={visible} title={title} onClose={rest.busy ? () => undefined : rest.onCancel}>
      {visible ? <PickPeople {...rest} /> : null}
    </Popup>
  );
}
