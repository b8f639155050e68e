/** A detail page's data and title: the notice's own title once it has loaded (spec §2: every page has a title). */
import { useTranslation } from '@/i18n';
import type { NoticeKind } from './notice-kind';
import { noticeId, useNoticeDetail } from './use-notice-detail';

export function useNoticePage(kind: NoticeKind, rawId: string | undefined) {
  const { t } = useTranslation('notices');
  const { state, retry } = useNoticeDetail(kind, noticeId(rawId));
  const title = state.status === 'ready' ? state.notice.title : kind === 'notify' ? t('listTitle') : t('officeTitle');
  return { title, state, retry };
}
