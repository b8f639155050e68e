/** A question with cancel and confirm (spec §2: switching the template asks for confirmation). */
import { Text, View } from '@tarojs/components';
import { useTranslation } from '@/i18n';
import Button from '@/ui/button';
import Popup from '@/ui/popup';
import './confirm-dialog.scss';

interface Props {
  title: string;
  question: string | null;
  onConfirm: () => void;
  onCancel: () => void;
  testId: string;
}

export function ConfirmDialog({ title, question, onConfirm, onCancel, testId }: Props) {
  const { t } = useTranslation();
  return (
    <Popup visible={question !== null} title={title} onClose={onCancel}>
      <Text className="ch-confirm__question">{question}</Text>
      <View className="ch-confirm__actions">
        <Button size="small" testId={`${testId}-cancel`} onClick={onCancel}>
          {t('frame.cancel')}
        </Button>
        <Button kind="primary" size="small" testId={`${testId}-confirm`} onClick={onConfirm}>
          {t('frame.confirm')}
        </Button>
      </View>
    </Popup>
  );
}
