/**
 * 我的反馈 in the user centre (/site/ucenter?mtype=feedback): the reader's feedback, newest first, a page at a time
 * (appended on phones), each with its kind, service or function, opinion, pictures (their thumbnails where made) and
 * the reply once there is one.
 */
import { Text, View } from '@tarojs/components';
import type { Feedback } from '@contract/calls/feedback';
import { roleProps } from '@/platform/a11y-role';
import { api } from '@/services/api';
import { usePagedList } from '@/services/use-paged-list';
import ListState from '@/ui/list-state';
import UserText from '@/ui/user-text';
import { FeedbackImages } from './feedback-images';
import { useFeedbackTranslation } from './i18n';
import './feedback.scss';

export const MY_FEEDBACK_PAGE_SIZE = 10;

function FeedbackRow({ item }: { item: Feedback }) {
  const { t } = useFeedbackTranslation();
  return (
    <View className="ch-my-feedback__item" {...roleProps('listitem')} data-testid="my-feedback-item">
      <View className="ch-my-feedback__head">
        <Text className="ch-my-feedback__type">{item.type_name}</Text>
        {item.app_name || item.title ? <UserText className="ch-my-feedback__about" text={item.app_name || item.title} /> : null}
      </View>
      <UserText className="ch-my-feedback__content" text={item.content} />
      <FeedbackImages files={item.image} />
      <Text className="ch-my-feedback__time">{t('submitted', { time: item.created.slice(0, 16) })}</Text>
      {item.reply ? (
        <View className="ch-my-feedback__reply" data-testid="my-feedback-reply">
          <Text className="ch-my-feedback__reply-label">{t('reply')}</Text>
          <UserText text={item.reply} />
          <Text className="ch-my-feedback__time">{t('replied', { time: item.replied.slice(0, 16) })}</Text>
        </View>
      ) : (
        <Text className="ch-my-feedback__waiting">{t('noReply')}</Text>
      )}
    </View>
  );
}

export function MyFeedback({ onMobile }: { onMobile: boolean }) {
  const { t } = useFeedbackTranslation();
  const list = usePagedList('mine', (p) => api.getMyFeedback({ p, page_size: MY_FEEDBACK_PAGE_SIZE }, { key: 'getMyFeedback', quiet: true }), {
    mode: onMobile ? 'more' : 'pages',
  });
  return (
    <ListState list={list} name="my-feedback" emptyText={t('empty')} pageSize={MY_FEEDBACK_PAGE_SIZE} totalText={t('total', { count: list.state.total })}>
      <View className="ch-my-feedback" {...roleProps('list')}>
        {list.state.items.map((item) => (
          <FeedbackRow key={item.id} item={item} />
        ))}
      </View>
    </ListState>
  );
}
