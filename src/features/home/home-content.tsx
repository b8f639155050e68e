/** The home page v2 body (spec §2): greeting and search, banner carousel, and service tabs. */
import { useState } from 'react';
import { Text, View } from '@tarojs/components';
import { BANNER_HEIGHT, BANNER_INTERVAL_MS } from '@contract/constants';
import { useTranslation } from '@/i18n';
import { openExternal } from '@/platform/navigation';
import { useSession } from '@/stores/session';
import { useSiteConfig } from '@/stores/site-config';
import Swiper from '@/ui/swiper';
import Tabs from '@/ui/tabs';
import { AppGrid } from './app-grid';
import { HomeSearch } from './home-search';
import { useHomeData } from './use-home-data';
import './home-content.scss';

export function HomeContent({ onMobile }: { onMobile: boolean }) {
  const { t } = useTranslation();
  const { hot, recent, banners, keywords, signedIn } = useHomeData();
  const user = useSession((s) => s.user);
  const showBanner = useSiteConfig((s) => s.config?.system_setting.home_banner_list === 1);
  const [tab, setTab] = useState('hot');
  const variant = onMobile ? 'icon' : 'card';

  const items = [
    { key: 'hot', title: t('home.hotServices'), content: <AppGrid apps={hot} variant={variant} onMobile={onMobile} emptyText={t('home.emptyServices')} /> },
    ...(signedIn
      ? [{ key: 'recent', title: t('home.recentUse'), content: <AppGrid apps={recent} variant={variant} onMobile={onMobile} emptyText={t('home.emptyRecent')} /> }]
      : []),
  ];
  const slides = banners.data.map((b, i) => ({
    key: b.id,
    image: b.logo_url,
    alt: `${t('home.banner')} ${i + 1}`,
    onClick: b.linkurl ? () => openExternal(b.linkurl) : undefined,
  }));

  return (
    <View className={`ch-home ch-home--${onMobile ? 'mobile' : 'desktop'}`}>
      <View className="ch-home__hero">
        <View className="ch-home__hero-inner">
          <View className="ch-home__greeting">
            <Text className="ch-home__title">{user ? t('home.welcome', { name: user.name }) : t('home.welcomeGuest')}</Text>
            <Text className="ch-home__subtitle">{t('home.welcomeHint')}</Text>
          </View>
          <HomeSearch keywords={keywords.data} />
        </View>
      </View>
      <View className="ch-home__body">
        {showBanner && slides.length > 0 ? (
          <View className="ch-home__banner">
            <Swiper slides={slides} intervalMs={BANNER_INTERVAL_MS} height={onMobile ? 140 : BANNER_HEIGHT} label={t('home.banner')} />
          </View>
        ) : null}
        <View className="ch-home__panel">
          <Tabs items={items} activeKey={items.some((i) => i.key === tab) ? tab : 'hot'} onChange={setTab} label={t('home.hotServices')} />
        </View>
      </View>
    </View>
  );
}
