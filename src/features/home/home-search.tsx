/**
 * The search box with hot keywords (spec §2 "Home page v2"). Enter, or picking a hot keyword, opens the full search
 * results for it (on a phone the only way into search). The keyword row keeps one line from the first paint, so the
 * page below does not move when the keywords arrive.
 */
import { useState } from 'react';
import { Text, View } from '@tarojs/components';
import { useTranslation } from '@/i18n';
import Field from '@/ui/field';
import Pressable from '@/ui/pressable';
import UserText from '@/ui/user-text';
import { openSearchPage } from '@/features/search/search-link';
import type { Loadable } from './use-home-data';
import './home-search.scss';

interface Props {
  keywords: Loadable<{ keyword: string }[]>;
}

export function HomeSearch({ keywords }: Props) {
  const { t } = useTranslation('home');
  const [value, setValue] = useState('');
  return (
    <View className="ch-search" role="search">
      <Field
        label={t('searchLabel')}
        hideLabel
        type="search"
        value={value}
        onChange={setValue}
        onEnter={() => value.trim() && openSearchPage(value)}
        placeholder={t('searchPlaceholder')}
        testId="search-input"
        maxLength={50}
      />
      {keywords.loading || keywords.data.length > 0 ? (
        <View className="ch-search__hot">
          <Text className="ch-search__hot-title">{t('hotKeywords')}</Text>
          {keywords.data.map(({ keyword }) => (
            <Pressable key={keyword} className="ch-search__keyword" onPress={() => openSearchPage(keyword)} testId="hot-keyword">
              <UserText text={keyword} />
            </Pressable>
          ))}
        </View>
      ) : null}
    </View>
  );
}
