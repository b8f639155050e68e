/**
 * The home page v2 body (spec §2): greeting and search, banner carousel, then the sections — one tab bar on a phone;
 * on a desktop hot services across the page above two columns of panels (models 1 to 3 left, 4 to 6 right).
 */
import { useState } from 'react';
import { Text, View } from '@tarojs/components';
import { useTranslation } from '@/i18n';
import { useSession } from '@/stores/session';
import Tabs from '@/ui/tabs';
import { FolderPopup } from './folder-popup';
import { HomeBanner } from './home-banner';
import { HomeSearch } from './home-search';
import { HomePanel, MoreLink, useHomeSections, type HomeSection, type SectionKey } from './home-sections';
import { launchApp } from './launch-app';
import { useHomeData, type AppCard } from './use-home-data';
import './home-content.scss';
import { TextAround } from '@/ui/user-text';

export function HomeContent({ onMobile }: { onMobile: boolean }) {
  const { t } = useTranslation('home');
  const user = useSession((s) => s.user);
  const [tab, setTab] = useState<SectionKey>('hot');
  // A phone loads a list when its tab is first shown; a desktop shows them all.
  const [shown, setShown] = useState<SectionKey[]>(['hot']);
  const data = useHomeData((key) => !onMobile || shown.includes(key));
  const [folder, setFolder] = useState<AppCard | null>(null);
  const open = (app: AppCard) => launchApp(app, onMobile, setFolder);
  const sections = useHomeSections(data, onMobile, open);

  const choose = (key: string) => {
    setTab(key as SectionKey);
    setShown((keys) => (keys.includes(key as SectionKey) ? keys : [...keys, key as SectionKey]));
  };

  return (
    <View className={`ch-home ch-home--${onMobile ? 'mobile' : 'desktop'}`}>
      <View className="ch-home__hero">
        <View className="ch-home__hero-inner">
          <View className="ch-home__greeting">
            <Text className="ch-home__title">{user ? <TextAround say={(name) => t('welcome', { name })} value={user.name} /> : t('welcomeGuest')}</Text>
            <Text className="ch-home__subtitle">{t('welcomeHint')}</Text>
          </View>
          <HomeSearch keywords={data.keywords} />
        </View>
      </View>
      <View className="ch-home__body">
        <HomeBanner banners={data.banners} onMobile={onMobile} />
        {onMobile ? (
          <View className="ch-home__panel">
            <Tabs items={sections.map(tabOf)} activeKey={sections.some((s) => s.key === tab) ? tab : 'hot'} onChange={choose} label={t('sections')} />
          </View>
        ) : (
          <DesktopSections sections={sections} />
        )}
      </View>
      <FolderPopup folder={folder} onMobile={onMobile} onClose={() => setFolder(null)} onOpen={open} />
    </View>
  );
}

function tabOf(section: HomeSection) {
  return {
    key: section.key,
    title: section.title,
    content: (
      <View className="ch-home-section" data-testid={`section-${section.key}`}>
        <MoreLink section={section} />
        {section.body}
      </View>
    ),
  };
}

function DesktopSections({ sections }: { sections: HomeSection[] }) {
  const [hot, ...mine] = sections;
  return (
    <>
      <HomePanel section={hot} />
      {mine.length > 0 ? (
        <View className="ch-home__columns">
          {[mine.slice(0, 3), mine.slice(3)].map((column, i) => (
            <View key={i} className="ch-home__column">
              {column.map((section) => (
                <HomePanel key={section.key} section={section} />
              ))}
            </View>
          ))}
        </View>
      ) : null}
    </>
  );
}
