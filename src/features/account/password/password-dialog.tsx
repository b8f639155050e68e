/**
 * The change-password dialog (spec §2 layout two, §4 "Password dialog", §9): 390 px wide, kept open on a tap outside
 * and without a close icon; the form is new each time it opens, so it opens empty and 取消 resets it as it closes. A
 * change closes it too: its 修改成功请重新登录 stays while the sign-out follows.
 */
import { PASSWORD_DIALOG_WIDTH } from '@contract/constants';
import Popup from '@/ui/popup';
import { useAccountTranslation } from '../i18n';
import { PasswordForm } from './password-form';

export function PasswordDialog({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t } = useAccountTranslation();
  return (
    <Popup visible={visible} title={t('changePassword')} onClose={onClose} dismissible={false} width={PASSWORD_DIALOG_WIDTH} testId="change-password-dialog">
      <PasswordForm onCancel={onClose} onChanged={onClose} />
    </Popup>
  );
}
