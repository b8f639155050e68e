/**
 * 发文管理's dispatches: those of the offices the reader manages (their head, or the permit granted for them), by
 * office, status, year and keyword, newest first; a dispatch opens its detail.
 */
import { useState } from 'react';
import { View } from '@tarojs/components';
import { DOCUMENT_STATUSES, type DocumentStatus } from '@contract/rules/documents';
import { roleProps } from '@/platform/a11y-role';
import { api } from '@/services/api';
import { usePagedList } from '@/services/use-paged-list';
import { useUiSettings } from '@/stores/ui-settings';
import { useDocumentsTranslation } from '../i18n';
import { PAGE_SIZE, pagedOn, useListEvents } from '../lists/paging';
import { DocumentResults } from '../shared/document-results';
import { KeywordSearch } from '../shared/keyword-search';
import { LabelledSelect } from '../shared/labelled';
import type { useForbidden } from '@/services/use-forbidden';

/** The years offered: this one and the four before (the call takes any year; numbers restart each one). */
const YEARS_OFFERED = 5;

interface Filter {
  office_id: string;
  status: '' | DocumentStatus;
  year: string;
  keyword: string;
}

const NO_FILTER: Filter = { office_id: '', status: '', year: '', keyword: '' };

export function DispatchList({ onMobile, watch }: { onMobile: boolean; watch: ReturnType<typeof useForbidden>['watch'] }) {
  const { t } = useDocumentsTranslation();
  const lang = useUiSettings((s) => s.lang);
  const [filter, setFilter] = useState<Filter>(NO_FILTER);
  const [thisYear] = useState(() => new Date().getFullYear());
  const list = usePagedList(
    `${JSON.stringify(filter)}|${lang}`,
    (p) =>
      watch(
        api.getDispatchManage(
          {
            office_id: filter.office_id ? Number(filter.office_id) : undefined,
            status: filter.status || undefined,
            year: filter.year ? Number(filter.year) : undefined,
            keyword: filter.keyword || undefined,
            p,
            page_size: PAGE_SIZE,
          },
          { key: 'getDispatchManage', quiet: true },
        ),
      ),
    pagedOn(onMobile),
  );
  useListEvents(list, onMobile);
  const set = <K extends keyof Filter>(key: K) => (value: Filter[K]) => setFilter((f) => ({ ...f, [key]: value }));
  const narrowed = JSON.stringify(filter) !== JSON.stringify(NO_FILTER);
  return (
    <View className="ch-doc-tab" data-testid="dispatch-list">
      <View className="ch-doc-filters" {...roleProps('group')} aria-label={t('filters')}>
        <LabelledSelect
          label={t('office')}
          placeholder={t('all')}
          clearable
          recorded
          choices={(list.answer?.offices ?? []).map((o) => ({ value: String(o.id), label: o.name }))}
          value={filter.office_id}
          onChange={set('office_id')}
          testId="dispatch-office"
        />
        <LabelledSelect
          label={t('status')}
          placeholder={t('all')}
          clearable
          choices={DOCUMENT_STATUSES.map((s) => ({ value: s, label: t(`status_${s}`) }))}
          value={filter.status}
          onChange={(v) => set('status')(v as Filter['status'])}
          testId="dispatch-status"
        />
        <LabelledSelect
          label={t('year')}
          placeholder={t('all')}
          clearable
          choices={Array.from({ length: YEARS_OFFERED }, (_, i) => thisYear - i).map((y) => ({ value: String(y), label: t('yearValue', { year: y }) }))}
          value={filter.year}
          onChange={set('year')}
          testId="dispatch-year"
        />
      </View>
      <KeywordSearch keyword={filter.keyword} onSearch={set('keyword')} />
      <DocumentResults list={list} items={list.state.items} name="dispatches" emptyText={narrowed ? t('emptyFiltered') : t('dispatchEmpty')} onClear={narrowed ? () => setFilter(NO_FILTER) : undefined} />
    </View>
  );
}
