/**
 * The reports the reader may open (getReportList), by keyword, a page at a time: a desktop goes from page to page, a
 * phone appends. Names come in the reader's language, so the language is part of the view. A reader without the
 * permit is refused by the server (403), which the page says in words.
 */
import { useState } from 'react';
import { api } from '@/services/api';
import { usePagedList } from '@/services/use-paged-list';
import { useUiSettings } from '@/stores/ui-settings';
import { showToast } from '@/ui/toast';
import { noteRefusal } from '../shared/report-state';
import '../report-calls';

export const REPORT_PAGE_SIZE = 12;

export function useReportList(keyword: string, onMobile: boolean) {
  const lang = useUiSettings((s) => s.lang);
  const [refused, setRefused] = useState(false);
  const load = (p: number) =>
    api
      .getReportList({ p, page_size: REPORT_PAGE_SIZE, keyword: keyword || undefined }, { key: 'getReportList', quiet: true })
      .catch(noteRefusal(() => setRefused(true)));
  const list = usePagedList(JSON.stringify({ keyword, onMobile, lang }), load, {
    mode: onMobile ? 'more' : 'pages',
    onMoreFailed: (message) => showToast({ content: message, kind: 'error' }),
  });
  return { ...list, refused };
}
