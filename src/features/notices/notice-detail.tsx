/**
 * A notice's detail page body (spec §2 informDetails, billboarddetails): title, category, issuing office, time and
 * the body; a way back to the list; loading, not-found and failed states.
 */
import { Text, View } from '@tarojs/components';
import { useTranslation } from '@/i18n';
import { goTo } from '@/platform/navigation';
import Button from '@/ui/button';
import Loading from '@/ui/loading';
import Pressable from '@/ui/pressable';
import UserText from '@/ui/user-text';
import { roleProps } from '@/platform/a11y-role';
import { NoticeBody } from '@/ui/notice-body';
import { NOTICE_LIST_ROUTE, type NoticeKind } from './notice-kind';
import type { DetailState } from './use-notice-detail';
import './notices.scss';

interface Props {
  kind: NoticeKind;
  state: DetailState;
  retry(): void;
  onMobile: boolean;
}

export function NoticeDetail({ kind, state, retry, onMobile }: Props) {
  const { t } = useTranslation('notices');
  const backToList = () => goTo(NOTICE_LIST_ROUTE, kind === 'office_notice' ? { kind } : {});
  return (
    <View className={`ch-notice ch-notice--${onMobile ? 'mobile' : 'desktop'}`}>
      <Pressable role="link" className="ch-notice__back" onPress={backToList} testId="notice-back">
        {`‹ ${t('backToList')}`}
      </Pressable>
      <View className="ch-notice__sheet">
        {state.status === 'loading' ? (
          <Loading label={t('loading')} />
        ) : state.status === 'ready' ? (
          <View {...roleProps('article')} aria-labelledby="notice-title">
            <View id="notice-title" className="ch-notice__title" {...roleProps('heading')} aria-level={1} data-testid="notice-title">
              <UserText text={state.notice.title} />
            </View>
            <View className="ch-notice__meta">
              {state.notice.category_name ? <Text className="ch-notice-tag">{state.notice.category_name}</Text> : null}
              {kind === 'office_notice' ? <Text className="ch-notice-tag ch-notice-tag--office">{t('office')}</Text> : null}
              {state.notice.department_name ? <Text>{t('labelled', { ns: 'translation', label: t('department'), value: state.notice.department_name })}</Text> : null}
              <Text>{t('labelled', { ns: 'translation', label: t('sentAt'), value: state.notice.send_time.slice(0, 16) })}</Text>
            </View>
            <NoticeBody html={state.notice.content} />
          </View>
        ) : (
          <View className="ch-notice-state" data-testid={`notice-${state.status}`}>
            <View className="ch-notice-state__title" {...roleProps('heading')} aria-level={1}>
              {state.status === 'missing' ? t('notFoundTitle') : t('failedTitle')}
            </View>
            <Text className="ch-notice-state__hint">{state.status === 'missing' ? t('notFoundHint') : state.message}</Text>
            {state.status === 'failed' ? (
              <Button size="small" onClick={retry}>
                {t('retry')}
              </Button>
            ) : (
              <Button size="small" onClick={backToList}>
                {t('backToList')}
              </Button>
            )}
          </View>
        )}
      </View>
    </View>
  );
}
