/** The search box as a combobox (WAI-ARIA combobox pattern): the list it controls and the option now active. */
export type ComboKey = 'ArrowDown' | 'ArrowUp' | 'Enter' | 'Escape';

export interface SearchInputProps {
  label: string;
  value: string;
  placeholder: string;
  onChange(value: string): void;
  onFocus(): void;
  onBlur(): void;
  /** A key the combobox handles; returns whether it did (the key's default action is then stopped). */
  onKey(key: ComboKey): boolean;
  expanded: boolean;
  listboxId: string;
  activeId?: string;
  testId?: string;
}

export const COMBO_KEYS: readonly string[] = ['ArrowDown', 'ArrowUp', 'Enter', 'Escape'];

/** Keywords are short (allSearch accepts up to 50 characters). */
export const KEYWORD_MAX_LENGTH = 50;
