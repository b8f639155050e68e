/**
 * 账号与安全 (spec §2 /site/personal): the bound phone and email, masked, each changed in the phone/email dialog; the
 * password, changed in the dialog on a desktop and on its own page on a phone (spec §2 /site/m_changePwd); two-step
 * verification on the TOTP page.
 */
import { Suspense, useState } from 'react';
import { View } from '@tarojs/components';
import { goTo } from '@/platform/navigation';
import { CHANGE_PASSWORD_ROUTE } from '@/routes';
import Button from '@/ui/button';
import Loading from '@/ui/loading';
import { ContactDialog } from '../contact/contact-dialog-lazy';
import { useAccountTranslation } from '../i18n';
import { openPasswordDialog } from '../password/open-password-dialog';
import type { ContactKind } from '../rules/contact';
import { Section, type SectionProps } from './section';
import { SecurityRow } from './security-row';
import { useAccountInfo } from './use-account-info';

const TOTP_ROUTE = '/site/totpQrcode';

export function AccountSecuritySection({ onMobile }: SectionProps) {
  const { t } = useAccountTranslation();
  const { state, reload, update } = useAccountInfo();
  const [changing, setChanging] = useState<ContactKind | null>(null);

  const body = () => {
    if (state.kind === 'loading') return <Loading label={t('loading')} />;
    if (state.kind === 'failed')
      return (
        <View className="ch-personal__failed" role="alert">
          {t('loadFailed')}
          <Button size="small" onClick={reload} testId="personal-retry">
            {t('retry')}
          </Button>
        </View>
      );
    const { info } = state;
    const contact = (kind: ContactKind) => {
      const value = info[kind];
      const action = t(value ? 'change' : 'bind');
      return <SecurityRow label={t(kind)} value={value || t('notBound')} muted={!value} action={action} actionLabel={t('rowAction', { action, label: t(kind) })} onAction={() => setChanging(kind)} testId={`personal-${kind}`} />;
    };
    const row = (key: 'password' | 'totp', value: string, action: string, onAction: () => void) => (
      <SecurityRow label={t(key)} value={value} action={action} actionLabel={t('rowAction', { action, label: t(key) })} onAction={onAction} testId={`personal-${key}`} />
    );
    return (
      <View className="ch-personal__rows">
        {contact('mobile')}
        {contact('email')}
        {row('password', t(info.has_password ? 'passwordSet' : 'passwordUnset'), t('edit'), onMobile ? () => goTo(CHANGE_PASSWORD_ROUTE) : openPasswordDialog)}
        {row('totp', t('totpHint'), t('manage'), () => goTo(TOTP_ROUTE))}
      </View>
    );
  };

  return (
    <Section title={t('security')} testId="personal-security">
      {body()}
      {changing ? (
        <Suspense fallback={null}>
          <ContactDialog
            kind={changing}
            onMobile={onMobile}
            onClose={() => setChanging(null)}
            onChanged={(masked) => {
              update({ [changing]: masked });
              setChanging(null);
            }}
          />
        </Suspense>
      ) : null}
    </Section>
  );
}
