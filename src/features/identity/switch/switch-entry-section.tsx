/**
 * The personal centre's way to the phone's switch page (spec §2 /site/m_switchIdentity), shown only to users with
 * another identity or an account that granted them (spec §6). Desktops switch in the header's user popup.
 */
import { Text } from '@tarojs/components';
import { Section, type SectionProps } from '@/features/account';
import { goTo } from '@/platform/navigation';
import Pressable from '@/ui/pressable';
import { useIdentityTranslation } from '../i18n';
import { useSwitchChoices } from './use-switch-choices';
import './switch.scss';

export const SWITCH_IDENTITY_ROUTE = '/site/m_switchIdentity';

export function SwitchEntrySection({ onMobile }: SectionProps) {
  return onMobile ? <SwitchEntry /> : null;
}

function SwitchEntry() {
  const { t } = useIdentityTranslation();
  const { state } = useSwitchChoices();
  if (state.kind !== 'ready' || !state.choices.any) return null;
  const { identities, granted } = state.choices;
  return (
    <Section title={t('switchTitle')} testId="personal-switch">
      <Pressable className="ch-switch__entry" role="link" label={t('switchTitle')} onPress={() => goTo(SWITCH_IDENTITY_ROUTE)} testId="open-switch-identity">
        <Text>{[identities.length > 0 ? t('identities') : '', granted.length > 0 ? t('grantedAccounts') : ''].filter(Boolean).join(' · ')}</Text>
        <Text aria-hidden="true">›</Text>
      </Pressable>
    </Section>
  );
}
