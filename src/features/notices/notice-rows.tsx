/** Rows of a notice list: unread mark, title, category, issuing office and date; each opens its detail page. */
import { Text, View } from '@tarojs/components';
import { useTranslation } from '@/i18n';
import { goTo } from '@/platform/navigation';
import Pressable from '@/ui/pressable';
import UserText from '@/ui/user-text';
import { roleProps } from '@/platform/a11y-role';
import { detailTarget, type NoticeHead, type NoticeKind } from './notice-kind';
// The rows bring their looks wherever they show (the home's notices too).
import './notices.scss';

interface Props {
  kind: NoticeKind;
  items: NoticeHead[];
  /** Read marks mean something only to a signed-in reader. */
  showUnread: boolean;
}

export function NoticeRows({ kind, items, showUnread }: Props) {
  const { t } = useTranslation('notices');
  return (
    <View className="ch-notice-rows" {...roleProps('list')}>
      {items.map((notice) => {
        const unread = showUnread && notice.is_read === 0;
        const { route, query } = detailTarget(kind, notice.id);
        return (
          <View key={notice.id} {...roleProps('listitem')}>
            <Pressable role="link" className={`ch-notice-row${unread ? ' ch-notice-row--unread' : ''}`} onPress={() => goTo(route, query)} testId="notice-row">
              <View className="ch-notice-row__title">
                {unread ? <Text className="ch-notice-row__dot">{t('unread')}</Text> : null}
                <UserText className="ch-notice-row__text" text={notice.title} />
              </View>
              <View className="ch-notice-row__meta">
                {notice.category_name ? <Text className="ch-notice-tag">{notice.category_name}</Text> : null}
                {notice.department_name ? <Text>{notice.department_name}</Text> : null}
                <Text className="ch-notice-row__date">{notice.send_time.slice(0, 10)}</Text>
              </View>
            </Pressable>
          </View>
        );
      })}
    </View>
  );
}
