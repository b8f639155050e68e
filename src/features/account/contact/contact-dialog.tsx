/**
 * The change-phone dialog (spec §2 "Other dialogs", §4 "Phone change") and, with the email channel, the change-email
 * one: the password first, then the new number or address with its verification code. A bottom sheet on a phone.
 */
import { Text, View } from '@tarojs/components';
import Button from '@/ui/button';
import Field from '@/ui/field';
import Popup from '@/ui/popup';
import { CodeField } from '../code-field';
import { ContactField } from '../contact-field';
import { FormError } from '../form-error';
import { useAccountTranslation } from '../i18n';
import type { ContactKind } from '../rules/contact';
import { useContactChange } from './use-contact-change';
import '../account.scss';

interface Props {
  kind: ContactKind;
  onMobile: boolean;
  onClose: () => void;
  /** The new value, masked as the server shows it. */
  onChanged: (masked: string) => void;
}

const TITLES = { mobile: 'changeMobile', email: 'changeEmail' } as const;
/** Wide enough for the code and its button side by side; the password dialog's 390 px would crowd them. */
const DIALOG_WIDTH = 440;

export function ContactDialog({ kind, onMobile, onClose, onChanged }: Props) {
  const { t } = useAccountTranslation();
  const flow = useContactChange(kind, onChanged);
  const { values, errors } = flow;
  const email = kind === 'email';
  return (
    <Popup visible title={t(TITLES[kind])} onClose={onClose} position={onMobile ? 'bottom' : 'center'} width={onMobile ? undefined : DIALOG_WIDTH} testId={email ? 'change-email-dialog' : 'change-phone-dialog'}>
      <View className="ch-account-form">
        {flow.step === 'password' ? (
          <>
            <Text className="ch-account-form__hint">{t('verifyPassword')}</Text>
            <Field
              label={t('password')}
              type="password"
              value={values.password}
              onChange={flow.change('password')}
              onEnter={() => void flow.verify()}
              autoComplete="current-password"
              maxLength={128}
              error={errors.password}
              testId="contact-password"
            />
          </>
        ) : (
          <>
            {/* The password field the user was in is gone: the focus moves on to the number, not out of the dialog. */}
            <ContactField kind={kind} label={t(email ? 'newEmail' : 'newMobile')} value={values.value} onChange={flow.change('value')} error={errors.value} testId="contact-value" autoFocus />
            <CodeField value={values.code} onChange={flow.change('code')} onEnter={() => void flow.confirm()} error={errors.code} state={flow.code} onSend={() => void flow.sendCode()} />
          </>
        )}
        <FormError message={errors.form} testId="contact-error" />
        <View className="ch-account-form__actions">
          <Button onClick={onClose} testId="contact-cancel">
            {t('cancel')}
          </Button>
          {flow.step === 'password' ? (
            <Button kind="primary" loading={flow.busy} onClick={() => void flow.verify()} testId="contact-next">
              {t('next')}
            </Button>
          ) : (
            <Button kind="primary" loading={flow.busy} onClick={() => void flow.confirm()} testId="contact-confirm">
              {t('confirm')}
            </Button>
          )}
        </View>
      </View>
    </Popup>
  );
}
