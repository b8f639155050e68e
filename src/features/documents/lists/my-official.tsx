/**
 * 我的公文 (spec §2 /reserve/myOfficial): tabs to handle (drafts, returned dispatches, review tasks), to sign for (a
 * department's clerk), to read and sent, each with the count the last answer gave; a keyword narrows the tab's list.
 * A document opens its detail in 公文中心.
 */
import { useState } from 'react';
import { View } from '@tarojs/components';
import { MY_DOCUMENT_TABS, type MyDocumentTab } from '@contract/rules/documents';
import { api } from '@/services/api';
import { usePagedList } from '@/services/use-paged-list';
import { useUiSettings } from '@/stores/ui-settings';
import Tabs from '@/ui/tabs';
import { useDocumentsTranslation } from '../i18n';
import { DocumentResults } from '../shared/document-results';
import { KeywordSearch } from '../shared/keyword-search';
import { NoPermit, useLacksPermit } from '../shared/no-permit';
import { PageHead } from '../shared/page-head';
import { useForbidden } from '@/services/use-forbidden';
import { PAGE_SIZE, pagedOn, useListEvents } from './paging';
import '../document-calls';
import '../documents.scss';

interface Props {
  params: Record<string, string | undefined>;
  onMobile: boolean;
}

export function MyOfficial({ params, onMobile }: Props) {
  const { t } = useDocumentsTranslation();
  const lang = useUiSettings((s) => s.lang);
  const [tab, setTab] = useState<MyDocumentTab>(MY_DOCUMENT_TABS.find((k) => k === params.tab) ?? 'todo');
  const [keyword, setKeyword] = useState('');
  const { forbidden, watch } = useForbidden();
  const lacksPermit = useLacksPermit();
  const list = usePagedList(
    `${tab}|${keyword}|${lang}`,
    (p) => watch(api.getMyOfficial({ tab, keyword: keyword || undefined, p, page_size: PAGE_SIZE }, { key: 'getMyOfficial', quiet: true })),
    pagedOn(onMobile),
  );
  useListEvents(list, onMobile);
  const counts = list.answer?.counts;
  const page = `ch-doc ch-doc--${onMobile ? 'mobile' : 'desktop'}`;
  const head = <PageHead title={t('myTitle')} />;
  if (forbidden || lacksPermit) {
    return (
      <View className={page}>
        <NoPermit>{head}</NoPermit>
      </View>
    );
  }

  const rows = (
    <DocumentResults list={list} items={list.state.items} name="my-documents" emptyText={keyword ? t('emptyFiltered') : t(`empty_${tab}`)} onClear={keyword ? () => setKeyword('') : undefined} withTodo={tab !== 'sent'} />
  );
  return (
    <View className={page} data-testid="my-documents">
      {head}
      <KeywordSearch keyword={keyword} onSearch={setKeyword} />
      <Tabs
        label={t('tabs')}
        activeKey={tab}
        onChange={(key) => setTab(key as MyDocumentTab)}
        items={MY_DOCUMENT_TABS.map((key) => ({
          key,
          title: counts ? t('tabCount', { title: t(`tab_${key}`), count: counts[key] }) : t(`tab_${key}`),
          content: key === tab ? rows : null,
        }))}
      />
    </View>
  );
}
