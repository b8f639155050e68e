import { useId, type FC } from 'react';
import { COMBO_KEYS, KEYWORD_MAX_LENGTH, type ComboKey, type SearchInputProps } from './types';
import './search-input.scss';

// A native <input>: the combobox's state (aria-expanded, aria-activedescendant) must sit on the element that has the
// focus, and Taro's Input puts attributes on its wrapper.
export const SearchInput: FC<SearchInputProps> = ({ label, value, placeholder, onChange, onFocus, onBlur, onKey, expanded, listboxId, activeId, testId }) => {
  const id = useId();
  return (
    <div className="ch-search-input">
      <label htmlFor={id} className="ch-visually-hidden">
        {label}
      </label>
      <span className="ch-search-input__icon" aria-hidden="true" />
      <input
        id={id}
        className="ch-search-input__box"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded ? listboxId : undefined}
        aria-activedescendant={expanded ? activeId : undefined}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={KEYWORD_MAX_LENGTH}
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        onFocus={onFocus}
        onBlur={onBlur}
        onKeyDown={(event) => {
          // Keys pressed while an input method composes Chinese belong to the input method.
          if (event.nativeEvent.isComposing || !COMBO_KEYS.includes(event.key)) return;
          if (onKey(event.key as ComboKey)) event.preventDefault();
        }}
        data-testid={testId}
      />
    </div>
  );
};
