/** A document dialog's closing row: 取消, and the dialog's own action (busy while its call runs). */
import { View } from '@tarojs/components';
import Button from '@/ui/button';
import { useDocumentsTranslation } from '../i18n';

interface Props {
  /** The test ids' prefix: `${name}-cancel`, `${name}-${action}`. */
  name: string;
  label: string;
  action: 'confirm' | 'save';
  busy: boolean;
  onCancel(): void;
  onConfirm(): void;
}

export function DialogActions({ name, label, action, busy, onCancel, onConfirm }: Props) {
  const { t } = useDocumentsTranslation();
  return (
    <View className="ch-doc-dialog__actions">
      <Button size="small" onClick={onCancel} testId={`${name}-cancel`}>
        {t('cancel')}
      </Button>
      <Button kind="primary" size="small" loading={busy} disabled={busy} onClick={onConfirm} testId={`${name}-${action}`}>
        {label}
      </Button>
    </View>
  );
}
