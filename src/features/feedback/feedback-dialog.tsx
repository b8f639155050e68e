/**
 * The feedback dialog (spec §2 right navigation 意见反馈, the personal centre): the form in a dialog, a bottom sheet
 * on phones. Sent, it closes and shows the server's own message.
 */
import { showToast } from '@/ui/toast';
import Popup from '@/ui/popup';
import { FeedbackForm } from './feedback-form';
import { useFeedbackTranslation } from './i18n';

export const FEEDBACK_DIALOG_WIDTH = 560;

export function FeedbackDialog({ onClose, onMobile = false }: { onClose: () => void; onMobile?: boolean }) {
  const { t } = useFeedbackTranslation();
  return (
    <Popup visible title={t('title')} onClose={onClose} position={onMobile ? 'bottom' : 'center'} width={FEEDBACK_DIALOG_WIDTH} testId="feedback-dialog">
      <FeedbackForm
        onCancel={onClose}
        onSent={(message) => {
          onClose();
          showToast({ content: message, kind: 'success' });
        }}
      />
    </Popup>
  );
}
