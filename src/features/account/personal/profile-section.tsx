/** Who the user is (spec §3 "User info", from getUserName): name, identity, unit and number. */
import { Text, View } from '@tarojs/components';
import { useSession } from '@/stores/session';
import { useAccountTranslation } from '../i18n';
import { Section } from './section';

export function ProfileSection() {
  const { t } = useAccountTranslation();
  const user = useSession((s) => s.user);
  if (!user) return null;
  const facts = [
    [t('number'), user.number],
    [t('identity'), user.identity_name],
    [t('college'), user.college],
  ].filter(([, value]) => value);
  return (
    <Section title={t('profile')} testId="personal-profile">
      <View className="ch-personal__who">
        <Text className="ch-personal__avatar" aria-hidden="true">
          {user.name.slice(0, 1)}
        </Text>
        <View className="ch-personal__who-text">
          <Text className="ch-personal__name" data-testid="personal-name">
            {user.name}
          </Text>
          <View className="ch-personal__facts">
            {facts.map(([label, value]) => (
              <Text key={label} className="ch-personal__fact">
                {label}: {value}
              </Text>
            ))}
          </View>
        </View>
      </View>
    </Section>
  );
}
