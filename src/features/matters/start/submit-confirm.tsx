/** The confirmation before an application goes (submit with a confirmation): its route and likely finish, then 确认提交. */
import { Text, View } from '@tarojs/components';
import type { OutlineNode } from '@contract/calls/matters';
import Button from '@/ui/button';
import Popup from '@/ui/popup';
import { useMattersTranslation } from '../i18n';
import { RoutePreviewPanel } from './route-preview';
import type { RoutePreview } from './use-route-preview';

interface Props {
  visible: boolean;
  sending: boolean;
  appName: string;
  preview: RoutePreview;
  choosing: OutlineNode[];
  chosenNames: Record<string, string[]>;
  onCancel(): void;
  onConfirm(): void;
}

export function SubmitConfirm({ visible, sending, appName, preview, choosing, chosenNames, onCancel, onConfirm }: Props) {
  const { t } = useMattersTranslation();
  return (
    <Popup visible={visible} title={t('confirmTitle')} onClose={sending ? () => undefined : onCancel}>
      <View className="ch-submit-confirm">
        <Text className="ch-submit-confirm__question">{t('confirmQuestion', { name: appName })}</Text>
        <RoutePreviewPanel preview={preview} choosing={choosing} chosenNames={chosenNames} compact />
        <View className="ch-matter-actions ch-matter-actions--end">
          <Button size="small" onClick={onCancel} disabled={sending} testId="submit-cancel">
            {t('cancel')}
          </Button>
          <Button kind="primary" size="small" onClick={onConfirm} loading={sending} disabled={sending} testId="submit-confirm">
            {sending ? t('submitting') : t('confirmSubmit')}
          </Button>
        </View>
      </View>
    </Popup>
  );
}
