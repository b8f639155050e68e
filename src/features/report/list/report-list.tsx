/**
 * The data center (issue 28; spec §2 /report/index, /report/m_index; permit apps-report-lists): the reports the reader
 * may open, found by name, each a card that opens the report. A reader without the permit is told so.
 */
import { useState } from 'react';
import { Text, View } from '@tarojs/components';
import { roleProps } from '@/platform/a11y-role';
import Button from '@/ui/button';
import Field from '@/ui/field';
import ListState from '@/ui/list-state';
import { useReportTranslation } from '../i18n';
import { ReportHead, ReportState } from '../shared/report-state';
import { ReportCard } from './report-card';
import { REPORT_PAGE_SIZE, useReportList } from './use-report-list';
import '../report.scss';

interface Props {
  params: Record<string, string | undefined>;
  onMobile: boolean;
}

export function ReportList({ params, onMobile }: Props) {
  const { t } = useReportTranslation();
  const [keyword, setKeyword] = useState(() => (params.keyword ? decodeURIComponent(params.keyword) : ''));
  const [typed, setTyped] = useState(keyword);
  const list = useReportList(keyword, onMobile);
  const { state } = list;
  const search = () => setKeyword(typed.trim());
  const clear = () => {
    setTyped('');
    setKeyword('');
  };

  return (
    <View className={`ch-report ch-report--${onMobile ? 'mobile' : 'desktop'}`}>
      <ReportHead title={t('indexTitle')} />
      {list.refused ? (
        <ReportState shown="refused" />
      ) : (
        <>
          <Text className="ch-report-intro">{t('intro')}</Text>
          <View className="ch-report-search" {...roleProps('search')} aria-label={t('keyword')}>
            <Field label={t('keyword')} hideLabel type="search" value={typed} onChange={setTyped} onEnter={search} placeholder={t('keywordHint')} maxLength={50} testId="report-keyword" />
            <Button size="small" onClick={search} testId="report-search">
              {t('search')}
            </Button>
          </View>
          <ListState
            list={list}
            name="report-list"
            emptyText={keyword ? t('emptyKeyword') : t('empty')}
            onClear={keyword ? clear : undefined}
            pageSize={REPORT_PAGE_SIZE}
            totalText={state.status === 'ready' ? t('total', { count: state.total }) : undefined}
          >
            <View className="ch-report-cards">
              {state.items.map((item) => (
                <ReportCard key={item.id} item={item} />
              ))}
            </View>
          </ListState>
        </>
      )}
    </View>
  );
}
