/**
 * 公文中心's filters: sent or received, the office, the year and the status (the offices and years the last answer
 * offered), a number and a keyword. A choice applies at once; the texts apply with the search button or Enter.
 */
import { useState } from 'react';
import { View } from '@tarojs/components';
import { roleProps } from '@/platform/a11y-role';
import Button from '@/ui/button';
import { useDocumentsTranslation } from '../i18n';
import { KEYWORD_MAX } from '../shared/keyword-search';
import { LabelledSelect, LabelledText } from '../shared/labelled';

export interface CenterFilter {
  kind: '' | 'sent' | 'received';
  office_id: string;
  year: string;
  status: '' | 'issued' | 'archived';
  number: string;
  keyword: string;
}

export const NO_FILTER: CenterFilter = { kind: '', office_id: '', year: '', status: '', number: '', keyword: '' };

/** The number filter takes up to 60 characters (getOfficialCenter). */
const NUMBER_MAX = 60;

interface Props {
  filter: CenterFilter;
  offices: { id: number; name: string }[];
  years: number[];
  onChange(filter: CenterFilter): void;
}

export function CenterFilters({ filter, offices, years, onChange }: Props) {
  const { t } = useDocumentsTranslation();
  const [number, setNumber] = useState(filter.number);
  const [keyword, setKeyword] = useState(filter.keyword);
  const [applied, setApplied] = useState({ number: filter.number, keyword: filter.keyword });
  // Texts cleared from outside (the list's 清除筛选) clear the boxes too; a choice made meanwhile leaves them as typed.
  if (filter.number !== applied.number || filter.keyword !== applied.keyword) {
    setApplied({ number: filter.number, keyword: filter.keyword });
    setNumber(filter.number);
    setKeyword(filter.keyword);
  }
  const choose = <K extends keyof CenterFilter>(key: K) => (value: string) => onChange({ ...filter, [key]: value });
  const search = () => onChange({ ...filter, number: number.trim(), keyword: keyword.trim() });
  return (
    <View className="ch-doc-filters" {...roleProps('group')} aria-label={t('filters')}>
      <LabelledSelect
        label={t('kind')}
        placeholder={t('all')}
        clearable
        choices={[
          { value: 'sent', label: t('kind_sent') },
          { value: 'received', label: t('kind_received') },
        ]}
        value={filter.kind}
        onChange={choose('kind')}
        testId="center-kind"
      />
      <LabelledSelect label={t('office')} placeholder={t('all')} clearable recorded choices={offices.map((o) => ({ value: String(o.id), label: o.name }))} value={filter.office_id} onChange={choose('office_id')} testId="center-office" />
      <LabelledSelect label={t('year')} placeholder={t('all')} clearable choices={years.map((y) => ({ value: String(y), label: t('yearValue', { year: y }) }))} value={filter.year} onChange={choose('year')} testId="center-year" />
      <LabelledSelect
        label={t('status')}
        placeholder={t('all')}
        clearable
        choices={[
          { value: 'issued', label: t('status_issued') },
          { value: 'archived', label: t('status_archived') },
        ]}
        value={filter.status}
        onChange={choose('status')}
        testId="center-status"
      />
      <LabelledText label={t('number')} value={number} onChange={setNumber} maxLength={NUMBER_MAX} placeholder={t('numberHint')} testId="center-number" />
      <LabelledText label={t('keyword')} value={keyword} onChange={setKeyword} maxLength={KEYWORD_MAX} placeholder={t('keywordHint')} testId="center-keyword" />
      <View className="ch-doc-filters__apply">
        <Button size="small" kind="primary" onClick={search} testId="center-search">
          {t('search')}
        </Button>
      </View>
    </View>
  );
}
