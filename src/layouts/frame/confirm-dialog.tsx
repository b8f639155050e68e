/** A question with cancel and confirm in the frame's words (spec §2: switching the template asks for confirmation). */
import { Text } from '@tarojs/components';
import { useTranslation } from '@/i18n';
import ConfirmPopup from '@/ui/confirm-popup';
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
    <ConfirmPopup
      visible={question !== null}
      title={title}
      cancelLabel={t('frame.cancel')}
      confirmLabel={t('frame.confirm')}
      onConfirm={onConfirm}
      onClose={onCancel}
      testId={testId}
    >
      <Text className="ch-confirm__question">{question}</Text>
    </ConfirmPopup>
  );
}
