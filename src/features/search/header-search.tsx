/**
 * The header's search box with its dropdown (spec §2, §4 "Search"): hot keywords while the box is empty and focused,
 * results in tabs as the user types. Arrow keys move through the options, Enter opens the active one (or the full
 * results page), Escape closes the list (or clears the box). The list hides 300 ms after the box loses focus, unless
 * the user pressed inside it within the last second.
 */
import { Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { View } from '@tarojs/components';
import { useTranslation } from '@/i18n';
import { dropdownGrace } from './dropdown-grace';
import { openResult } from './open-result';
import { openSearchPage } from './search-link';
import { dropdownSections, optionId } from './dropdown-options';
import { HotKeywordList, loadPanel, ResultsPanel } from './search-panel-lazy';
import { SearchInput } from '@/ui/search-input';
import type { ComboKey } from '@/ui/search-input/types';
import type { Hit } from './search-tabs';
import { useHotKeywords } from './use-hot-keywords';
import { useSearch } from './use-search';
import { useWidgetPresses } from './use-widget-presses';
import './search.scss';

type Choice = { word: string } | { hit: Hit };

/** Focus that moved from the box to the tabs is still inside the widget (H5; the mini-program moves no focus there). */
function focusInside(root: HTMLElement | null): boolean {
  return process.env.TARO_ENV === 'h5' && !!root?.contains(document.activeElement);
}

interface Props {
  className?: string;
  /** The box's test id (the header's box, or the home page's). */
  testId?: string;
  /** The box's name where the header's 搜索 is on the same page (the home page's own box). */
  label?: string;
}

export function HeaderSearch({ className, testId = 'header-search-input', label }: Props) {
  const { t } = useTranslation('search');
  const { state, setKeyword, setTab, setOpen } = useSearch();
  const [focused, setFocused] = useState(false);
  const [active, setActive] = useState(-1);
  const root = useRef<HTMLElement>(null);
  const listboxId = `${useId()}search`;
  const words = useHotKeywords(focused);

  const typing = state.keyword.trim() !== '';
  const choices: Choice[] = typing
    ? dropdownSections(state.groups, state.tab).flatMap((s) => s.hits.map((hit) => ({ hit })))
    : words.map((word) => ({ word }));
  const expanded = typing ? state.open : focused && words.length > 0;

  const close = useCallback(() => {
    setOpen(false);
    setFocused(false);
  }, [setOpen]);
  const grace = useMemo(() => dropdownGrace(() => !focusInside(root.current) && close()), [close]);
  useEffect(() => grace.dispose, [grace]);
  const pressedInside = useCallback(
    (event: Event) => {
      grace.pressInside();
      // A click on an option or a tab keeps the focus in the box, so typing and the arrow keys go on working.
      if (event.type === 'mousedown' && (event.target as Element).closest?.('.ch-search-panel')) event.preventDefault();
    },
    [grace],
  );
  useWidgetPresses(root, expanded, { inside: pressedInside, outside: grace.blur });

  // A new list starts with no active option.
  useEffect(() => setActive(-1), [state.groups, state.tab, typing, words]);
  useEffect(() => {
    if (process.env.TARO_ENV === 'h5' && active >= 0) document.getElementById(optionId(listboxId, active))?.scrollIntoView?.({ block: 'nearest' });
  }, [active, listboxId]);

  const choose = (choice: Choice) => {
    if ('word' in choice) return setKeyword(choice.word);
    close();
    openResult(choice.hit);
  };
  const seeAll = () => {
    close();
    openSearchPage(state.keyword);
  };

  const onKey = (key: ComboKey): boolean => {
    const count = choices.length;
    switch (key) {
      case 'ArrowDown':
      case 'ArrowUp':
        if (!expanded) {
          setFocused(true);
          setOpen(true);
        } else if (count > 0) {
          setActive((i) => (key === 'ArrowDown' ? (i + 1) % count : i <= 0 ? count - 1 : i - 1));
        }
        return true;
      case 'Enter':
        if (expanded && choices[active]) choose(choices[active]);
        else if (typing) seeAll();
        return true;
      case 'Escape':
        if (expanded) close();
        else if (state.keyword) setKeyword('');
        else return false;
        return true;
    }
  };

  return (
    <View ref={root} className={`ch-hsearch${className ? ` ${className}` : ''}`} role="search" aria-label={label ?? t('label')}>
      <SearchInput
        label={label ?? t('label')}
        placeholder={t('placeholder')}
        value={state.keyword}
        onChange={setKeyword}
        onFocus={() => {
          void loadPanel();
          grace.focus();
          setFocused(true);
          setOpen(true);
        }}
        onBlur={grace.blur}
        onKey={onKey}
        expanded={expanded}
        listboxId={listboxId}
        activeId={active >= 0 ? optionId(listboxId, active) : undefined}
        testId={testId}
      />
      {expanded ? (
        <Suspense fallback={null}>
          <View className="ch-search-panel" onTouchStart={process.env.TARO_ENV === 'h5' ? undefined : grace.pressInside} data-testid="search-panel">
            {typing ? (
              <ResultsPanel listboxId={listboxId} state={state} active={active} onChoose={(hit) => choose({ hit })} onTab={setTab} onSeeAll={seeAll} />
            ) : (
              <HotKeywordList listboxId={listboxId} words={words} active={active} onPick={(word) => choose({ word })} />
            )}
          </View>
        </Suspense>
      ) : null}
    </View>
  );
}
