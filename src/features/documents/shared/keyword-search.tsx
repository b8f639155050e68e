/** A keyword box with its search button: the keyword applies when the reader presses Enter or the button. */
import { useState } from 'react';
import { View } from '@tarojs/components';
import Button from '@/ui/button';
import Field from '@/ui/field';
import { useDocumentsTranslation } from '../i18n';

/** Keywords are short: the list calls take up to 50 characters. */
export const KEYWORD_MAX = 50;

export function KeywordSearch({ keyword, onSearch }: { keyword: string; onSearch(keyword: string): void }) {
  const { t } = useDocumentsTranslation();
  const [typed, setTyped] = useState(keyword);
  const [applied, setApplied] = useState(keyword);
  // A keyword cleared from outside (the list's 清除筛选) clears the box too.
  if (keyword !== applied) {
    setApplied(keyword);
    setTyped(keyword);
  }
  const search = () => onSearch(typed.trim());
  return (
    <View className="ch-doc-search">
      <Field label={t('keyword')} hideLabel type="search" value={typed} onChange={setTyped} onEnter={search} placeholder={t('keywordHint')} maxLength={KEYWORD_MAX} testId="documents-keyword" />
      <Button size="small" onClick={search} testId="documents-search">
        {t('search')}
      </Button>
    </View>
  );
}
