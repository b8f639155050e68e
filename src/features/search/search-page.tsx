/**
 * The full search results page: the box, the tabs 综合 … 办公公告 with their counts, and every result the server
 * gives (up to SEARCH_GROUP_MAX a group). Under 综合 each group shows its first few and a link to its own tab.
 * Before a keyword is typed it offers the hot keywords.
 */
import { Text, View } from '@tarojs/components';
import { SEARCH_GROUP_MAX } from '@contract/rules/search';
import { useTranslation } from '@/i18n';
import { goTo } from '@/platform/navigation';
import { NOTICE_LIST_ROUTE } from '@/features/notices';
import Empty from '@/ui/empty';
import Field from '@/ui/field';
import Loading from '@/ui/loading';
import Pressable from '@/ui/pressable';
import UserText from '@/ui/user-text';
import { roleProps } from '@/platform/a11y-role';
import { useEmptyTextKey } from './empty-text';
import { MarkedName } from './marked-name';
import { openResult } from './open-result';
import { KEYWORD_MAX_LENGTH } from '@/ui/search-input/types';
import { countText, ResultTabs } from './result-tabs';
import { sectionsOf, tabCounts, type GroupKey, type HitSection } from './search-tabs';
import { useHotKeywords } from './use-hot-keywords';
import { useSearch } from './use-search';
import './search.scss';
import './search-page.scss';

const PER_GROUP_UNDER_ALL = 5;

/** Notices and office notices found lead on to their full list (the notice list's query for each). */
const NOTICE_LISTS: Partial<Record<GroupKey, Record<string, string>>> = { notify: {}, office_notice: { kind: 'office_notice' } };

function Section({ section, underAll, total, onMore }: { section: HitSection; underAll: boolean; total: number; onMore(): void }) {
  const { t } = useTranslation('search');
  const title = t(`tabs.${section.group}`);
  return (
    <View className="ch-search-page__section">
      {underAll ? (
        <View className="ch-search-page__group" {...roleProps('heading')} aria-level={2}>
          {title}
        </View>
      ) : null}
      <View {...roleProps('list')} aria-label={title}>
        {section.hits.map((hit) => (
          <View key={hit.item.id} {...roleProps('listitem')}>
            <Pressable role="link" className="ch-search-page__row" onPress={() => openResult(hit)} testId="search-result">
              <Text className={`ch-search-option__icon ch-search-option__icon--${hit.group}`} aria-hidden />
              <MarkedName className="ch-search-page__name" item={hit.item} />
            </Pressable>
          </View>
        ))}
      </View>
      {underAll && total > section.hits.length ? (
        <Pressable className="ch-search-page__more" onPress={onMore}>
          {`${t('tabCount', { title, count: countText(total) })} ›`}
        </Pressable>
      ) : null}
      {!underAll && section.group in NOTICE_LISTS ? (
        <Pressable role="link" className="ch-search-page__more" onPress={() => goTo(NOTICE_LIST_ROUTE, NOTICE_LISTS[section.group])} testId="search-notice-list">
          {`${t(section.group === 'notify' ? 'allNotices' : 'allOfficeNotices')} ›`}
        </Pressable>
      ) : null}
    </View>
  );
}

export function SearchPage({ keyword, onMobile }: { keyword: string; onMobile: boolean }) {
  const { t } = useTranslation('search');
  const emptyKey = useEmptyTextKey();
  const { state, setKeyword, setTab } = useSearch(keyword, SEARCH_GROUP_MAX);
  const typed = state.keyword.trim() !== '';
  const hot = useHotKeywords(!typed);
  const counts = tabCounts(state.groups);
  const underAll = state.tab === 'all';
  const sections = sectionsOf(state.groups, state.tab, underAll ? PER_GROUP_UNDER_ALL : Infinity);

  const body = !typed ? (
    <View className="ch-search-page__start">
      <Text className="ch-search-page__hint">{t('startHint')}</Text>
      {hot.length > 0 ? (
        <View className="ch-search-hot__list" {...roleProps('list')} aria-label={t('hotKeywords')}>
          {hot.map((word) => (
            <View key={word} {...roleProps('listitem')}>
              <Pressable className="ch-search-hot__word" onPress={() => setKeyword(word)}>
                <UserText text={word} />
              </Pressable>
            </View>
          ))}
        </View>
      ) : null}
    </View>
  ) : state.status === 'failed' ? (
    <Empty description={t('failed', { message: state.error })} />
  ) : !state.groups ? (
    <Loading label={t('searching')} />
  ) : sections.length === 0 ? (
    <Empty description={t(emptyKey, { ns: 'translation' })} />
  ) : (
    sections.map((section) => (
      <Section key={section.group} section={section} underAll={underAll} total={counts[section.group]} onMore={() => setTab(section.group)} />
    ))
  );

  return (
    <View className={`ch-search-page ch-search-page--${onMobile ? 'mobile' : 'desktop'}`}>
      <View className="ch-search-page__bar">
        <View className="ch-search-page__title" {...roleProps('heading')} aria-level={1}>
          {state.searched && typed ? t('resultsFor', { keyword: state.searched }) : t('title')}
        </View>
        <Field label={t('label')} hideLabel type="search" value={state.keyword} onChange={setKeyword} placeholder={t('placeholder')} testId="search-page-input" maxLength={KEYWORD_MAX_LENGTH} />
      </View>
      <View className="ch-search-page__panel">
        {typed ? (
          <ResultTabs groups={state.groups} tab={state.tab} onTab={setTab}>
            {body}
          </ResultTabs>
        ) : (
          body
        )}
      </View>
    </View>
  );
}
