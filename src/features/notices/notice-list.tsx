/**
 * The notice list (spec §2, §7 getNotice): tabs for all notices, each category (with its unread count) and, for
 * staff, the office notices; a page of rows at a time with "load more" (src/ui/list-state); a signed-in reader can
 * mark all read.
 */
import { useState } from 'react';
import { Text, View } from '@tarojs/components';
import { mayReadOfficeNotices } from '@contract/rules/notices';
import { useTranslation } from '@/i18n';
import { useSession } from '@/stores/session';
import Button from '@/ui/button';
import ListState from '@/ui/list-state';
import Tabs from '@/ui/tabs';
import { showToast } from '@/ui/toast';
import { roleProps } from '@/platform/a11y-role';
import { NOTICE_PAGE_SIZE, type NoticeKind } from './notice-kind';
import { NoticeRows } from './notice-rows';
import { useNoticeCategories } from './use-notice-categories';
import { useNoticeList } from './use-notice-list';
import './notices.scss';

const ALL = 'all';
const OFFICE = 'office';

interface Props {
  /** The tab to open on: the office notices, a category, or all. */
  kind: NoticeKind;
  categoryId?: number;
  onMobile: boolean;
}

function tabOf(kind: NoticeKind, categoryId?: number): string {
  return kind === 'office_notice' ? OFFICE : categoryId ? String(categoryId) : ALL;
}

export function NoticeList({ kind: initialKind, categoryId: initialCategory, onMobile }: Props) {
  const { t } = useTranslation('notices');
  const user = useSession((s) => s.user);
  const signedIn = useSession((s) => s.status === 'signed-in');
  const [chosen, setTab] = useState(tabOf(initialKind, initialCategory));
  const { categories, refresh } = useNoticeCategories();
  const staff = mayReadOfficeNotices(user?.identity_type);
  // Office notices need a signed-in staff member: someone not signed in is sent to sign in by the call itself
  // (e = 10042); other readers see all notices instead.
  const tab = chosen === OFFICE && signedIn && !staff ? ALL : chosen;
  const kind: NoticeKind = tab === OFFICE ? 'office_notice' : 'notify';
  const categoryId = kind === 'notify' && tab !== ALL ? Number(tab) : undefined;
  const { list, markAllRead } = useNoticeList(kind, categoryId);
  const { state } = list;

  const readAll = () =>
    markAllRead().then(
      () => {
        refresh();
        showToast({ content: t('readAllDone'), kind: 'success' });
      },
      () => undefined,
    );

  const rows = (
    <ListState list={list} name="notice" emptyText={t('empty')} pageSize={NOTICE_PAGE_SIZE}>
      <NoticeRows kind={kind} items={state.items} showUnread={!!user} />
    </ListState>
  );

  const items = [
    { key: ALL, title: t('all') },
    ...categories.map((c) => ({ key: String(c.id), title: user && c.unread > 0 ? t('tabUnread', { name: c.name, count: c.unread }) : c.name })),
    ...(staff ? [{ key: OFFICE, title: t('office') }] : []),
  ].map((item) => ({ ...item, content: rows }));

  return (
    <View className={`ch-notices ch-notices--${onMobile ? 'mobile' : 'desktop'}`}>
      <View className="ch-notices__head">
        <View className="ch-notices__heading">
          <View className="ch-notices__title" {...roleProps('heading')} aria-level={1}>
            {t('listTitle')}
          </View>
          {state.status === 'ready' ? <Text className="ch-notices__total">{t('total', { count: state.total })}</Text> : null}
        </View>
        {user && state.items.some((n) => n.is_read === 0) ? (
          <Button size="small" kind="text" onClick={() => void readAll()} testId="notice-read-all">
            {t('readAll')}
          </Button>
        ) : null}
      </View>
      <View className="ch-notices__panel">
        <Tabs label={t('categoriesLabel')} activeKey={tab} onChange={setTab} items={items} />
      </View>
    </View>
  );
}
