/**
 * The sign-up and password reset pages' content (spec §6, /site/register and /site/forgetPwd): a titled card with the
 * choice of mobile or email and the form for it, and the way back to the login page. A card on a desktop, the whole
 * page on a phone.
 */
import { useState } from 'react';
import { Text, View } from '@tarojs/components';
import { goTo } from '@/platform/navigation';
import { LOGIN_ROUTE } from '@/routes';
import Pressable from '@/ui/pressable';
import { useAccountTranslation } from '../i18n';
import type { ContactKind } from '../rules/contact';
import { SignupForm } from './signup-form';
import type { SignupMode } from './use-signup-form';
import '../account.scss';

const TEXTS = {
  register: { title: 'register', intro: 'registerIntro', channel: 'channel', mobile: 'byMobile', email: 'byEmail', back: 'haveAccount' },
  reset: { title: 'resetPassword', intro: 'resetIntro', channel: 'resetChannel', mobile: 'resetByMobile', email: 'resetByEmail', back: 'backToLogin' },
} as const;

export function SignupCard({ mode }: { mode: SignupMode }) {
  const { t } = useAccountTranslation();
  const [kind, setKind] = useState<ContactKind>('mobile');
  const texts = TEXTS[mode];
  return (
    <View className="ch-account-card" data-testid={`${mode}-form`}>
      <View className="ch-account-card__title" role="heading" aria-level={1}>
        {t(texts.title)}
      </View>
      <Text className="ch-account-card__intro">{t(texts.intro)}</Text>
      <View className="ch-account-switch" role="group" aria-label={t(texts.channel)}>
        {(['mobile', 'email'] as const).map((k) => (
          <Pressable key={k} className={`ch-account-switch__option${k === kind ? ' ch-account-switch__option--on' : ''}`} pressed={k === kind} onPress={() => setKind(k)} testId={`signup-by-${k}`}>
            {t(texts[k])}
          </Pressable>
        ))}
      </View>
      {/* A new form for each channel: what was typed for one does not carry over, nor does its countdown. */}
      <SignupForm key={kind} mode={mode} kind={kind} />
      <Pressable className="ch-account-card__link" role="link" onPress={() => goTo(LOGIN_ROUTE)} testId={`${mode}-login-link`}>
        {t(texts.back)}
      </Pressable>
    </View>
  );
}
