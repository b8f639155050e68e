/**
 * The personal home (spec §2 /homepage/index, the menu's 个人主页): who the user is, their counts (each opening its
 * list), shortcuts to the main entries, and what they recently started, handled and received. One call
 * (getHomepage) gives it all, so the counts are the totals the lists show.
 */
import type { ReactNode } from 'react';
import { Text, View } from '@tarojs/components';
import type { Homepage } from '@contract/calls/homepage';
import { LaunchedRows, TodoRows } from '@/features/home';
import { personalCentreAction } from '@/layouts/frame/menu-open';
import { runMenuAction } from '@/layouts/frame/run-menu-action';
import { roleProps } from '@/platform/a11y-role';
import { goTo } from '@/platform/navigation';
import { useSiteConfig } from '@/stores/site-config';
import Button from '@/ui/button';
import Empty from '@/ui/empty';
import Loading from '@/ui/loading';
import Pressable from '@/ui/pressable';
import UserText from '@/ui/user-text';
import { IdentityLine } from '@/ui/user-text/identity-line';
import { LAUNCHED_LIST, MESSAGE_CENTRE, TODO_LIST } from './destinations';
import { useHomepageTranslation } from './i18n';
import { MessageRows } from './message-rows';
import { useHomepage } from './use-homepage';
import './homepage.scss';

export function PersonalHome({ onMobile }: { onMobile: boolean }) {
  const { t } = useHomepageTranslation();
  const { state, retry } = useHomepage();
  return (
    <View className={`ch-homepage ch-homepage--${onMobile ? 'mobile' : 'desktop'}`} data-testid="personal-home">
      <View className="ch-homepage__title" {...roleProps('heading')} aria-level={1}>
        {t('title')}
      </View>
      {state.status === 'loading' ? <Loading label={t('loading')} /> : null}
      {state.status === 'failed' || state.status === 'missing' ? (
        <View className="ch-homepage__card ch-homepage__failed" data-testid="homepage-failed">
          <Text className="ch-homepage__failed-title">{t('failedTitle')}</Text>
          <Text>{t('failedHint')}</Text>
          <Button size="small" onClick={retry} testId="homepage-retry">
            {t('retry')}
          </Button>
        </View>
      ) : null}
      {state.status === 'ready' ? <HomeBody home={state.data} onMobile={onMobile} /> : null}
    </View>
  );
}

function HomeBody({ home, onMobile }: { home: Homepage; onMobile: boolean }) {
  const { t } = useHomepageTranslation();
  const { user, counts, recent } = home;
  return (
    <>
      <View className="ch-homepage__card ch-homepage__who" data-testid="homepage-who">
        <UserText className="ch-homepage__avatar" text={user.name.slice(0, 1)} decorative />
        <View className="ch-homepage__who-text">
          <UserText className="ch-homepage__name" testId="homepage-name" text={user.name} />
          <IdentityLine className="ch-homepage__identity" identityName={user.identity_name} college={user.college} />
        </View>
      </View>
      <View className="ch-homepage__counts" {...roleProps('list')} aria-label={t('countsLabel')}>
        <Count label={t('todoCount')} value={counts.todo} testId="homepage-count-todo" onPress={() => goTo(TODO_LIST.route, TODO_LIST.query)} />
        <Count label={t('launchedCount')} value={counts.launched} testId="homepage-count-launched" onPress={() => goTo(LAUNCHED_LIST.route, LAUNCHED_LIST.query)} />
        <Count label={t('messagesCount')} value={counts.messages} testId="homepage-count-messages" onPress={() => goTo(MESSAGE_CENTRE)} />
      </View>
      <Shortcuts />
      <View className={`ch-homepage__recent${onMobile ? '' : ' ch-homepage__recent--columns'}`}>
        <Panel title={t('recentStarted')} testId="homepage-started">
          {recent.started.length ? <LaunchedRows items={recent.started} onMobile={onMobile} /> : <Empty description={t('noneStarted')} />}
        </Panel>
        <Panel title={t('recentHandled')} testId="homepage-handled">
          {recent.handled.length ? <TodoRows items={recent.handled} onMobile={onMobile} /> : <Empty description={t('noneHandled')} />}
        </Panel>
        <Panel title={t('recentMessages')} testId="homepage-messages">
          {recent.messages.length ? <MessageRows items={recent.messages} /> : <Empty description={t('noneMessages')} />}
        </Panel>
      </View>
    </>
  );
}

/** A count that opens its list, named by what it shows: the number, then what it counts. */
function Count({ label, value, testId, onPress }: { label: string; value: number; testId: string; onPress: () => void }) {
  return (
    <View className="ch-homepage__count" {...roleProps('listitem')}>
      <Pressable role="link" className="ch-homepage__count-link" testId={testId} onPress={onPress}>
        <Text className="ch-homepage__count-value">{value}</Text>{' '}
        <Text className="ch-homepage__count-label">{label}</Text>
      </Pressable>
    </View>
  );
}

/** The main entries; the personal centre follows the site's configured path (spec §2: one with a dot is a full host). */
function Shortcuts() {
  const { t } = useHomepageTranslation();
  const personalPath = useSiteConfig((s) => s.remote?.user_sys_config?.personal_path);
  const entries: [string, string, () => void][] = [
    ['tasks', t('myTasks'), () => goTo(TODO_LIST.route, TODO_LIST.query)],
    ['applications', t('myApplications'), () => goTo(LAUNCHED_LIST.route, LAUNCHED_LIST.query)],
    ['messages', t('messages'), () => goTo(MESSAGE_CENTRE)],
    ['personal', t('personalCentre'), () => runMenuAction(personalCentreAction(personalPath))],
  ];
  return (
    <View className="ch-homepage__shortcuts" role="navigation" aria-label={t('shortcutsLabel')}>
      {entries.map(([key, label, open]) => (
        <Pressable key={key} role="link" className="ch-homepage__shortcut" testId={`homepage-shortcut-${key}`} onPress={open}>
          {label}
        </Pressable>
      ))}
    </View>
  );
}

function Panel({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <View className="ch-homepage__card ch-homepage__panel" role="region" aria-label={title} data-testid={testId}>
      <View className="ch-homepage__panel-title" {...roleProps('heading')} aria-level={2}>
        {title}
      </View>
      {children}
    </View>
  );
}
