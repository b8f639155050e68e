/**
 * The sections of the home page v2 (spec §2): hot services for everyone; for a signed-in user also My todo, My
 * applications, My fill-ins, My favourites, Recent use and Notices, in the spec's model order (left 1 to 3, right 4
 * to 6). Each has its title, its body with loading and empty states, and a link to its full page where one exists.
 */
import type { ReactNode } from 'react';
import { Text, View } from '@tarojs/components';
import { NoticeRows } from '@/features/notices';
import { useTranslation } from '@/i18n';
import { roleProps } from '@/platform/a11y-role';
import { goTo } from '@/platform/navigation';
import Empty from '@/ui/empty';
import Loading from '@/ui/loading';
import Pressable from '@/ui/pressable';
import { AppGrid } from './app-grid';
import { FillRows, LaunchedRows, TodoRows } from './home-rows';
import type { AppCard, HomeData, Loadable, MyListKey } from './use-home-data';

export type SectionKey = 'hot' | MyListKey;

/** A signed-in user's sections: models 1 to 3 on the left, 4 to 6 on the right of a desktop. */
export const MY_SECTIONS: SectionKey[] = ['todo', 'launched', 'fill', 'favourites', 'recent', 'notices'];

export interface HomeSection {
  key: SectionKey;
  title: string;
  /** The full page's route; goTo lands on its mobile twin on a phone. */
  more?: { route: string; query?: Record<string, string> };
  body: ReactNode;
}

function ListState<T>({ list, empty, children }: { list: Loadable<T[]>; empty: string; children: (items: T[]) => ReactNode }) {
  const { t } = useTranslation('home');
  if (list.loading && list.data.length === 0) return <Loading label={t('loading')} />;
  if (list.data.length === 0) return <Empty description={empty} />;
  return <>{children(list.data)}</>;
}

export function useHomeSections(data: HomeData, onMobile: boolean, onOpen: (app: AppCard) => void): HomeSection[] {
  const { t } = useTranslation('home');
  const grid = (apps: Loadable<AppCard[]>, empty: string) => (
    <AppGrid apps={apps} variant={onMobile ? 'icon' : 'card'} emptyText={t(empty)} onOpen={onOpen} />
  );
  const hot: HomeSection = { key: 'hot', title: t('hotServices'), more: { route: '/site/serviceList' }, body: grid(data.hot, 'emptyServices') };
  if (!data.signedIn) return [hot];
  const mine: Record<MyListKey, Omit<HomeSection, 'key'>> = {
    todo: {
      title: t('myTodo'),
      more: { route: '/matter/todo', query: { page: 'todo' } },
      body: <ListState list={data.todo} empty={t('emptyTodo')}>{(items) => <TodoRows items={items} onMobile={onMobile} />}</ListState>,
    },
    launched: {
      title: t('myLaunched'),
      more: { route: '/matter/launch', query: { page: 'launch' } },
      body: <ListState list={data.launched} empty={t('emptyLaunched')}>{(items) => <LaunchedRows items={items} onMobile={onMobile} />}</ListState>,
    },
    fill: {
      title: t('myFill'),
      more: { route: '/matter/fill' },
      body: <ListState list={data.fill} empty={t('emptyFill')}>{(items) => <FillRows items={items} />}</ListState>,
    },
    favourites: { title: t('favourites'), body: grid(data.favourites, 'emptyFavourites') },
    recent: { title: t('recentUse'), body: grid(data.recent, 'emptyRecent') },
    notices: {
      title: t('notices'),
      more: { route: '/site/noticeList' },
      body: <ListState list={data.notices} empty={t('emptyNotices')}>{(items) => <NoticeRows kind="notify" items={items} showUnread />}</ListState>,
    },
  };
  return [hot, ...MY_SECTIONS.map((key) => ({ key, ...mine[key as MyListKey] }))];
}

/** The link to a section's full page, named by the section for screen readers. */
export function MoreLink({ section }: { section: HomeSection }) {
  const { t } = useTranslation('home');
  const { more } = section;
  if (!more) return null;
  return (
    <Pressable role="link" className="ch-home-section__more" label={t('moreOf', { title: section.title })} onPress={() => goTo(more.route, more.query)} testId={`more-${section.key}`}>
      {t('more')} ›
    </Pressable>
  );
}

/** A section as a desktop panel: its heading and more link above its body. */
export function HomePanel({ section }: { section: HomeSection }) {
  return (
    <View className="ch-home__panel ch-home-section" data-testid={`section-${section.key}`}>
      <View className="ch-home-section__head">
        <Text className="ch-home-section__title" {...roleProps('heading')} aria-level={2}>
          {section.title}
        </Text>
        <MoreLink section={section} />
      </View>
      {section.body}
    </View>
  );
}
