/** Who the user is (spec §3 "User info", from getUserName): name, identity, unit and number. */
import { Text, View } from '@tarojs/components';
import { useSession } from '@/stores/session';
import { useAccountTranslation } from '../i18n';
import { Section } from './section';
import UserText from '@/ui/user-text';

export function ProfileSection() {
  const { t } = useAccountTranslation();
  const user = useSession((s) => s.user);
  if (!user) return null;
  // The identity's name is the university's record, kept in Chinese only.
  const facts: [string, string, boolean][] = [
    [t('number'), user.number, false],
    [t('identity'), user.identity_name, true],
    [t('college'), user.college, false],
  ];
  return (
    <Section title={t('profile')} testId="personal-profile">
      <View className="ch-personal__who">
        <UserText className="ch-personal__avatar" text={user.name.slice(0, 1)} decorative />
        <View className="ch-personal__who-text">
          <UserText className="ch-personal__name" testId="personal-name" text={user.name} />
          <View className="ch-personal__facts">
            {facts
              .filter(([, value]) => value)
              .map(([label, value, recorded]) => (
                <Text key={label} className="ch-personal__fact">
                  {label}: {recorded ? <UserText text={value} /> : value}
                </Text>
              ))}
          </View>
        </View>
      </View>
    </Section>
  );
}
