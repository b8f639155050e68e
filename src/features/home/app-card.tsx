/**
 * A service card (spec §2 "Application folder popup" card rules, contract/rules/app-card.ts): logo, its type's icon,
 * name on two lines, rating, department, visits or handled count, deadline. The phone grid shows logo and name only.
 */
import { Text, View } from '@tarojs/components';
import { FOLDER_APP_NAME_CUT } from '@contract/constants';
import { cardCount, deadlineDate, nameLines, showsStars } from '@contract/rules/app-card';
import { truncate } from '@contract/rules/format';
import { useTranslation } from '@/i18n';
import Image from '@/ui/image';
import Pressable from '@/ui/pressable';
import type { AppCard } from './use-home-data';
import './app-card.scss';

interface Props {
  app: AppCard;
  onOpen: (app: AppCard) => void;
  variant: 'card' | 'icon';
}

/** Each type's icon (1, 2, 3 services, 4 third-party link); decorative, the badge names what matters. */
const TYPE_ICONS: Record<number, string> = { 1: '✎', 2: '◷', 3: '☰', 4: '↗' };

export function AppCardView({ app, onOpen, variant }: Props) {
  const { t, i18n } = useTranslation('home');
  if (variant === 'icon') {
    return (
      <Pressable className="ch-app ch-app--icon" testId="hot-app" onPress={() => onOpen(app)}>
        <Image className="ch-app__logo" src={app.logo_url} alt="" />
        <Text className="ch-app__name">{truncate(app.name, FOLDER_APP_NAME_CUT[0])}</Text>
      </Pressable>
    );
  }
  const [first, second] = nameLines(app.name);
  const count = cardCount(app, i18n.language === 'en' ? 'en' : 'zh');
  const deadline = deadlineDate(app.during_upper);
  const badge = app.is_folder === 1 ? t('folder') : app.type === 4 ? t('thirdParty') : null;
  const icon = app.is_folder === 1 ? null : TYPE_ICONS[app.type];
  return (
    <Pressable className="ch-app ch-app--card" testId="hot-app" onPress={() => onOpen(app)}>
      <Image className="ch-app__logo" src={app.logo_url} alt="" />
      <View className="ch-app__text">
        <View className="ch-app__name">
          <Text className="ch-app__line">{first}</Text>
          {second ? <Text className="ch-app__line">{second}</Text> : null}
        </View>
        <View className="ch-app__meta">
          {icon ? (
            <Text className={`ch-app__type ch-app__type--${app.type}`} aria-hidden="true" data-testid="app-type">
              {icon}
            </Text>
          ) : null}
          {badge ? <Text className="ch-app__badge">{badge}</Text> : null}
          {app.departName ? <Text className="ch-app__dept">{app.departName}</Text> : null}
        </View>
        <View className="ch-app__meta">
          <Text className="ch-app__count">{t(count.kind, { value: count.value, count: count.count })}</Text>
          {showsStars(app) ? (
            <Text className="ch-app__star" data-testid="app-stars">
              <Text aria-hidden="true">★</Text> {t('stars', { value: app.star.toFixed(1) })}
            </Text>
          ) : null}
          {deadline ? <Text className="ch-app__deadline">{t('deadline', { date: deadline })}</Text> : null}
        </View>
      </View>
    </Pressable>
  );
}
