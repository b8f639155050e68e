/** The home page v2 body (spec §2): greeting and search, banner carousel, and service tabs. */
import { useState } from 'react';
import { Text, View } from '@tarojs/components';
import { useTranslation } from '@/i18n';
import { useSession } from '@/stores/session';
import Tabs from '@/ui/tabs';
import { AppGrid } from './app-grid';
import { HomeBanner } from './home-banner';
import { HomeSearch } from './home-search';
import { useHomeData } from './use-home-data';
import './home-content.scss';

export function HomeContent({ onMobile }: { onMobile: boolean }) {
  const { t } = useTranslation('home');
  const { hot, recent, banners, keywords, signedIn } = useHomeData();
  const user = useSession((s) => s.user);
  const [tab, setTab] = useState('hot');
  const variant = onMobile ? 'icon' : 'card';

  const items = [
    { key: 'hot', title: t('hotServices'), content: <AppGrid apps={hot} variant={variant} onMobile={onMobile} emptyText={t('emptyServices')} /> },
    ...(signedIn
      ? [{ key: 'recent', title: t('recentUse'), content: <AppGrid apps={recent} variant={variant} onMobile={onMobile} emptyText={t('emptyRecent')} /> }]
      : []),
  ];

  return (
    <View className={`ch-home ch-home--${onMobile ? 'mobile' : 'desktop'}`}>
      <View className="ch-home__hero">
        <View className="ch-home__hero-inner">
          <View className="ch-home__greeting">
            <Text className="ch-home__title">{user ? t('welcome', { name: user.name }) : t('welcomeGuest')}</Text>
            <Text className="ch-home__subtitle">{t('welcomeHint')}</Text>
          </View>
          <HomeSearch keywords={keywords} />
        </View>
      </View>
      <View className="ch-home__body">
        <HomeBanner banners={banners} onMobile={onMobile} />
        <View className="ch-home__panel">
          <Tabs items={items} activeKey={items.some((i) => i.key === tab) ? tab : 'hot'} onChange={setTab} label={t('hotServices')} />
        </View>
      </View>
    </View>
  );
}
