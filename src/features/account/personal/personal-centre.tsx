/**
 * The personal centre (spec §2 /site/personal, /site/m_personal): a column of sections, each a titled card with its
 * own data. A new section is one more entry in SECTIONS: the phone's way to switch identity or account, and the
 * grants the user made (src/features/identity), and feedback (src/features/feedback).
 */
import type { ComponentType } from 'react';
import { View } from '@tarojs/components';
import { FeedbackSection } from '@/features/feedback';
import { GrantsSection, SwitchEntrySection } from '@/features/identity';
import { useAccountTranslation } from '../i18n';
import { AccountSecuritySection } from './account-security-section';
import { ProfileSection } from './profile-section';
import type { SectionProps } from './section';

const SECTIONS: [string, ComponentType<SectionProps>][] = [
  ['profile', ProfileSection],
  ['security', AccountSecuritySection],
  ['switch', SwitchEntrySection],
  ['grants', GrantsSection],
  ['feedback', FeedbackSection],
];

export function PersonalCentre({ onMobile }: SectionProps) {
  const { t } = useAccountTranslation();
  return (
    <View className="ch-personal" data-testid="personal-centre">
      <View className="ch-personal__title" role="heading" aria-level={1}>
        {t('personal')}
      </View>
      {SECTIONS.map(([key, Part]) => (
        <Part key={key} onMobile={onMobile} />
      ))}
    </View>
  );
}
