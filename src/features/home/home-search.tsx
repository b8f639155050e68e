/**
 * The search box with hot keywords (spec §2 "Home page v2"): the header's search widget, so that results drop under
 * it as the user types (spec §4 "Search": 30 ms after the last key, arrow keys, Enter and Escape) and Enter without a
 * chosen result opens the full search results (on a phone the only way into search). Picking a hot keyword opens its
 * results. The keyword row keeps one line from the first paint, so the page below does not move when the keywords
 * arrive.
 */
import { Text, View } from '@tarojs/components';
import { useTranslation } from '@/i18n';
import Pressable from '@/ui/pressable';
import { HeaderSearch, openSearchPage } from '@/features/search';
import UserText from '@/ui/user-text';
import type { Loadable } from './use-home-data';
import './home-search.scss';

interface Props {
  keywords: Loadable<{ keyword: string }[]>;
}

export function HomeSearch({ keywords }: Props) {
  const { t } = useTranslation('home');
  return (
    <View className="ch-search">
      {/* Named apart from the header's box, so the two searches on the home page are told apart. */}
      <HeaderSearch className="ch-search__box" testId="search-input" label={t('searchLabel')} />
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
