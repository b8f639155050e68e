/**
 * The list under the search box: hot keywords while the box is empty, else the result tabs (综合, 服务, 报表, 公告,
 * 预约, 办公公告) over a listbox of results, and a link to the full results page. The options are not focusable:
 * the focus stays in the box, which names the active option (aria-activedescendant).
 */
import type { ReactNode } from 'react';
import { Text, View } from '@tarojs/components';
import { useTranslation } from '@/i18n';
import Pressable from '@/ui/pressable';
import { roleProps } from '@/platform/a11y-role';
import UserText from '@/ui/user-text';
import { useEmptyTextKey } from './empty-text';
import { MarkedName } from './marked-name';
import { dropdownSections, optionId } from './dropdown-options';
import { ResultTabs } from './result-tabs';
import type { Hit, TabKey } from './search-tabs';
import type { SearchState } from './use-search';

interface OptionProps {
  id: string;
  active: boolean;
  onChoose(): void;
  className: string;
  children: ReactNode;
}

function Option({ id, active, onChoose, className, children }: OptionProps) {
  return (
    <View id={id} {...roleProps('option')} aria-selected={active} className={`${className}${active ? ` ${className}--active` : ''}`} onClick={onChoose}>
      {children}
    </View>
  );
}

interface HotProps {
  listboxId: string;
  words: string[];
  active: number;
  onPick(word: string): void;
}

export function HotKeywordList({ listboxId, words, active, onPick }: HotProps) {
  const { t } = useTranslation('search');
  return (
    <View className="ch-search-hot">
      <Text className="ch-search-hot__title" aria-hidden>
        {t('hotKeywords')}
      </Text>
      <View id={listboxId} {...roleProps('listbox')} aria-label={t('hotKeywords')} className="ch-search-hot__list">
        {words.map((word, i) => (
          <Option key={word} id={optionId(listboxId, i)} active={i === active} onChoose={() => onPick(word)} className="ch-search-hot__word">
            <UserText text={word} />
          </Option>
        ))}
      </View>
    </View>
  );
}

interface ResultsProps {
  listboxId: string;
  state: SearchState;
  active: number;
  onChoose(hit: Hit): void;
  onTab(tab: TabKey): void;
  onSeeAll(): void;
}

export function ResultsPanel({ listboxId, state, active, onChoose, onTab, onSeeAll }: ResultsProps) {
  const { t } = useTranslation('search');
  const emptyKey = useEmptyTextKey();
  const sections = dropdownSections(state.groups, state.tab);
  const status =
    state.status === 'failed'
      ? t('failed', { message: state.error })
      : !state.groups
        ? t('searching')
        : sections.length === 0
          ? t(emptyKey, { ns: 'translation' })
          : '';
  let index = 0;
  const listbox = (
    <View id={listboxId} {...roleProps('listbox')} aria-label={t(`tabs.${state.tab}`)} className="ch-search-results">
      {sections.map(({ group, hits }) => (
        <View key={group} {...roleProps('group')} aria-label={t(`tabs.${group}`)} className="ch-search-results__group">
          {state.tab === 'all' ? (
            <Text className="ch-search-results__heading" aria-hidden>
              {t(`tabs.${group}`)}
            </Text>
          ) : null}
          {hits.map((hit) => {
            const i = index++;
            return (
              <Option key={`${group}-${hit.item.id}`} id={optionId(listboxId, i)} active={i === active} onChoose={() => onChoose(hit)} className="ch-search-option">
                <Text className={`ch-search-option__icon ch-search-option__icon--${group}`} aria-hidden />
                <MarkedName className="ch-search-option__name" item={hit.item} />
              </Option>
            );
          })}
        </View>
      ))}
    </View>
  );
  return (
    <View className="ch-search-panel__results">
      <ResultTabs groups={state.groups} tab={state.tab} onTab={onTab}>
        {listbox}
      </ResultTabs>
      <View className={`ch-search-panel__status${status ? '' : ' ch-visually-hidden'}`} {...roleProps('status')}>
        {status}
      </View>
      {sections.length > 0 ? (
        <Pressable role="link" className="ch-search-panel__all" onPress={onSeeAll} testId="search-see-all">
          {t('seeAll', { keyword: state.keyword.trim() })}
        </Pressable>
      ) : null}
    </View>
  );
}
