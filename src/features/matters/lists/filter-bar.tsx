/**
 * A list's filters: the keyword box (searched on Enter or the search button) and the other filters behind 筛选, whose
 * button says how many are set: in a sheet on a phone, folded out below the box on a desktop. Folded, the filters
 * stay in the page (hidden), keeping what is set, and the list is a few Tab stops away instead of forty.
 */
import { useEffect, useId, useState, type ReactNode } from 'react';
import { View } from '@tarojs/components';
import Button from '@/ui/button';
import Field from '@/ui/field';
import Popup from '@/ui/popup';
import Pressable from '@/ui/pressable';
import { useMattersTranslation } from '../i18n';

interface Props {
  onMobile: boolean;
  keyword: string;
  onKeyword(keyword: string): void;
  keywordPlaceholder: string;
  /** How many filters besides the keyword are set. */
  setCount: number;
  /** The filters besides the keyword, if any. */
  children?: ReactNode;
}

export function FilterBar({ onMobile, keyword, onKeyword, keywordPlaceholder, setCount, children }: Props) {
  const { t } = useMattersTranslation();
  const [typed, setTyped] = useState(keyword);
  const [open, setOpen] = useState(false);
  useEffect(() => setTyped(keyword), [keyword]);
  const rowId = `ch-filters${useId().replace(/:/g, '')}`;
  const search = () => onKeyword(typed);
  const filtersLabel = setCount > 0 ? `${t('filters')} (${setCount})` : t('filters');
  return (
    <View className={`ch-filters ch-filters--${onMobile ? 'mobile' : 'desktop'}`}>
      <View className="ch-filters__search">
        <Field label={t('keyword')} hideLabel type="search" value={typed} onChange={setTyped} onEnter={search} placeholder={keywordPlaceholder} testId="filter-keyword" maxLength={100} />
        <Button size="small" onClick={search} testId="filter-search">
          {t('search')}
        </Button>
        {!children ? null : onMobile ? (
          <Button size="small" onClick={() => setOpen(true)} testId="filter-open">
            {filtersLabel}
          </Button>
        ) : (
          <Pressable className="ch-filters__toggle" expanded={open} controls={rowId} onPress={() => setOpen(!open)} testId="filter-toggle">
            {filtersLabel}
          </Pressable>
        )}
      </View>
      {!children ? null : onMobile ? (
        <Popup visible={open} title={t('filters')} onClose={() => setOpen(false)} position="bottom">
          <View className="ch-filters__sheet">{children}</View>
          <Button kind="primary" block onClick={() => setOpen(false)} testId="filter-done">
            {t('filtersApply')}
          </Button>
        </Popup>
      ) : (
        <View id={rowId} className="ch-filters__row" {...(open ? {} : { hidden: true })}>
          {children}
        </View>
      )}
    </View>
  );
}
