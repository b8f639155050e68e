/** A service card (spec §2 "Application folder popup" card rules): logo, name, rating, department, visits or handled count, deadline. */
import { Text, View } from '@tarojs/components';
import { formatCount, truncate } from '@contract/rules/format';
import { FOLDER_APP_NAME_CUT } from '@contract/constants';
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

export function AppCardView({ app, onOpen, variant }: Props) {
  const { t } = useTranslation('home');
  const count = app.show_times === 'yes' ? t('times', { value: formatCount(app.times) }) : t('views', { value: formatCount(app.views) });
  const badge = app.is_folder === 1 ? t('folder') : app.type === 4 ? t('thirdParty') : null;
  return (
    <Pressable className={`ch-app ch-app--${variant}`} testId="hot-app" onPress={() => onOpen(app)}>
      <Image className="ch-app__logo" src={app.logo_url} alt="" />
      <View className="ch-app__text">
        <Text className="ch-app__name">{variant === 'icon' ? truncate(app.name, FOLDER_APP_NAME_CUT[0]) : truncate(app.name, FOLDER_APP_NAME_CUT[1])}</Text>
        {variant === 'card' ? (
          <>
            <View className="ch-app__meta">
              {badge ? <Text className="ch-app__badge">{badge}</Text> : null}
              {app.departName ? <Text className="ch-app__dept">{app.departName}</Text> : null}
            </View>
            <View className="ch-app__meta">
              <Text className="ch-app__count">{count}</Text>
              {app.star_enable === 'yes' && app.type !== 4 ? <Text className="ch-app__star">★ {app.star.toFixed(1)}</Text> : null}
              {app.during_upper ? <Text className="ch-app__deadline">{t('deadline', { date: app.during_upper.slice(0, 10) })}</Text> : null}
            </View>
          </>
        ) : null}
      </View>
    </Pressable>
  );
}
