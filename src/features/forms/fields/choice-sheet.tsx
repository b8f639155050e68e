/**
 * A sheet of options to check (people, searchable options, earlier files): a dialog on a desktop, a bottom sheet on
 * a phone, with an optional search above the list and a confirm button below it.
 */
import { useId, type FC, type ReactNode } from 'react';
import { Text, View } from '@tarojs/components';
import Button from '@/ui/button';
import Popup from '@/ui/popup';
import { ChoiceGroup } from '@/ui/choice-group';
import type { Choice } from '@/ui/choice-group/types';
import { plainId } from '@/ui/control-a11y';
import { useFormContext } from '../form-context';

interface ChoiceSheetProps {
  open: boolean;
  title: string;
  onClose(): void;
  /** Above the list: a search box. */
  children?: ReactNode;
  /** A line above the options: loading, searching, nothing found. */
  status?: string;
  choices: Choice[];
  multiple: boolean;
  chosen: string[];
  onChange(chosen: string[]): void;
  onConfirm(): void;
  confirmDisabled?: boolean;
}

export const ChoiceSheet: FC<ChoiceSheetProps> = ({ open, title, onClose, children, status, choices, multiple, chosen, onChange, onConfirm, confirmDisabled }) => {
  const { t, layout } = useFormContext();
  const labelId = plainId(useId());
  return (
    <Popup visible={open} title={title} onClose={onClose} position={layout === 'mobile' ? 'bottom' : 'center'}>
      <View className="ch-form-sheet">
        {children}
        {status ? <Text className="ch-form-sheet__status">{status}</Text> : null}
        <Text id={labelId} className="ch-visually-hidden">
          {title}
        </Text>
        <View className="ch-form-sheet__list">
          <ChoiceGroup
            a11y={{ id: `${labelId}-list`, labelledBy: labelId, label: title, invalid: false, required: false }}
            choices={choices}
            multiple={multiple}
            chosen={chosen}
            variant="list"
            onChange={onChange}
            onBlur={() => undefined}
          />
        </View>
        <View className="ch-form-sheet__actions">
          <Button kind="primary" block disabled={confirmDisabled} onClick={onConfirm}>
            {t('confirm')}
          </Button>
        </View>
      </View>
    </Popup>
  );
};
