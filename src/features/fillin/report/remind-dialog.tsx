/** Asks before reminding: how many people of which scope, for which period, and that one scope waits between reminders. */
import { Text, View } from '@tarojs/components';
import { FILLIN_REMIND_INTERVAL_MINUTES } from '@contract/rules/fillin';
import ConfirmPopup from '@/ui/confirm-popup';
import { TextAround } from '@/ui/user-text';
import { useFillinTranslation } from '../i18n';

interface Props {
  visible: boolean;
  count: number;
  /** The department or class reminded; '' for everyone in the reader's scope. */
  scopeName: string;
  period: string;
  busy: boolean;
  onConfirm(): void;
  onClose(): void;
  onMobile: boolean;
}

export function RemindDialog({ visible, count, scopeName, period, busy, onConfirm, onClose, onMobile }: Props) {
  const { t } = useFillinTranslation();
  const say = (scope: string) => t('remindText', { count, scope, period });
  return (
    <ConfirmPopup
      visible={visible}
      title={t('remindTitle')}
      cancelLabel={t('remindCancel')}
      confirmLabel={t('remindConfirm')}
      busy={busy}
      onConfirm={onConfirm}
      onClose={onClose}
      position={onMobile ? 'bottom' : 'center'}
      testId="remind-dialog"
    >
      <View className="ch-fill-sheet">
        <Text>{scopeName ? <TextAround say={say} value={scopeName} /> : say(t('scopeAll'))}</Text>
        <Text className="ch-fill-note">{t('remindWait', { minutes: FILLIN_REMIND_INTERVAL_MINUTES })}</Text>
      </View>
    </ConfirmPopup>
  );
}
