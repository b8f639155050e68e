/**
 * 公文中心 (spec §2 /reserve/officialCenter): every issued document the reader may see — sent by their offices,
 * received by their department, or that reached them — narrowed by the filters; a document opens its detail, which is
 * this page with the document's id (../center-page.tsx).
 */
import { useState } from 'react';
import { View } from '@tarojs/components';
import { api } from '@/services/api';
import { usePagedList } from '@/services/use-paged-list';
import { useUiSettings } from '@/stores/ui-settings';
import { useDocumentsTranslation } from '../i18n';
import { DocumentResults } from '../shared/document-results';
import { NoPermit, useLacksPermit } from '../shared/no-permit';
import { PageHead } from '../shared/page-head';
import { useForbidden } from '@/services/use-forbidden';
import { CenterFilters, NO_FILTER, type CenterFilter } from './center-filters';
import { PAGE_SIZE, pagedOn, useListEvents } from './paging';
import '../document-calls';
import '../documents.scss';

const payloadOf = (f: CenterFilter) => ({
  kind: f.kind || undefined,
  office_id: f.office_id ? Number(f.office_id) : undefined,
  year: f.year ? Number(f.year) : undefined,
  status: f.status || undefined,
  number: f.number || undefined,
  keyword: f.keyword || undefined,
});

export function OfficialCenter({ onMobile }: { onMobile: boolean }) {
  const { t } = useDocumentsTranslation();
  const lang = useUiSettings((s) => s.lang);
  const [filter, setFilter] = useState<CenterFilter>(NO_FILTER);
  const { forbidden, watch } = useForbidden();
  const lacksPermit = useLacksPermit();
  const list = usePagedList(
    `${JSON.stringify(filter)}|${lang}`,
    (p) => watch(api.getOfficialCenter({ ...payloadOf(filter), p, page_size: PAGE_SIZE }, { key: 'getOfficialCenter', quiet: true })),
    pagedOn(onMobile),
  );
  useListEvents(list, onMobile);
  const page = `ch-doc ch-doc--${onMobile ? 'mobile' : 'desktop'}`;
  const head = <PageHead title={t('centerTitle')} />;
  if (forbidden || lacksPermit) {
    return (
      <View className={page}>
        <NoPermit>{head}</NoPermit>
      </View>
    );
  }
  const narrowed = JSON.stringify(filter) !== JSON.stringify(NO_FILTER);
  return (
    <View className={page} data-testid="official-center">
      {head}
      <CenterFilters filter={filter} offices={list.answer?.offices ?? []} years={list.answer?.years ?? []} onChange={setFilter} />
      <DocumentResults list={list} items={list.state.items} name="center" emptyText={narrowed ? t('emptyFiltered') : t('centerEmpty')} onClear={narrowed ? () => setFilter(NO_FILTER) : undefined} />
    </View>
  );
}
