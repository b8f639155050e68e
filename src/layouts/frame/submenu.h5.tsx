/**
 * A top-menu entry with children (WAI-ARIA menu button): the entry's own link, then a button that opens the children
 * on Enter, Space or ArrowDown (ArrowUp: at the last one), not on focus. In the open menu the arrow keys, Home and End
 * move; Escape closes it with the focus back on the button; Tab, or the focus leaving the entry, closes it. A mouse
 * still opens it on hover (menu-bar.scss). Native elements: Taro's View declares no key or focus events.
 */
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '@/i18n';
import { nextIndex } from './submenu-keys';
import type { SubmenuProps } from './submenu.types';

const MENU_ITEM = '[role="menuitem"]';

function within(root: HTMLElement | null, selector: string): HTMLElement[] {
  return Array.from(root?.querySelectorAll<HTMLElement>(selector) ?? []);
}

export function Submenu({ name, className, link, entries }: SubmenuProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const item = useRef<HTMLDivElement>(null);
  /** The entry to focus once the menu shows (-1: the last). */
  const focusOnOpen = useRef<number | null>(null);
  const menuId = `ch-submenu${useId().replace(/:/g, '')}`;

  const button = () => within(item.current, '[aria-haspopup]')[0];

  useEffect(() => {
    if (!open || focusOnOpen.current === null) return;
    const list = within(item.current, MENU_ITEM);
    list[(focusOnOpen.current + list.length) % list.length]?.focus();
    focusOnOpen.current = null;
  }, [open]);

  const openAt = (index: number) => {
    focusOnOpen.current = index;
    setOpen(true);
  };
  const closeToButton = () => {
    setOpen(false);
    button()?.focus();
  };

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (open) setOpen(false);
      else openAt(0);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 0 : -1);
    } else if (event.key === 'Escape' && open) {
      setOpen(false);
    }
  };
  const onMenuKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      // One Escape closes this menu only, not a dialog or dropdown behind it.
      event.stopPropagation();
      return closeToButton();
    }
    if (event.key === 'Tab') return setOpen(false);
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      return (event.target as HTMLElement).click();
    }
    const list = within(item.current, MENU_ITEM);
    const next = nextIndex(event.key, list.indexOf(event.target as HTMLElement), list.length);
    if (next === null) return;
    event.preventDefault();
    list[next]?.focus();
  };
  const onBlur = (event: FocusEvent) => {
    const to = event.relatedTarget;
    if (!(to instanceof Node) || !item.current?.contains(to)) setOpen(false);
  };

  return (
    <div ref={item} className={`${className}${open ? ' ch-menu-bar__item--open' : ''}`} onBlur={onBlur}>
      {link}
      <button
        type="button"
        className="ch-menu-bar__toggle"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('frame.submenu', { name })}
        onClick={() => setOpen(!open)}
        onKeyDown={onButtonKey}
        // The keydown already acted; Space would click the button again as it comes up.
        onKeyUp={(event) => event.key === ' ' && event.preventDefault()}
      >
        <span className="ch-menu-bar__caret" aria-hidden="true" />
      </button>
      <div id={menuId} className="ch-menu-bar__children" role="menu" aria-label={name} onKeyDown={onMenuKey}>
        {entries.map((entry) => (
          <button
            type="button"
            key={entry.key}
            className="ch-menu-bar__child"
            role="menuitem"
            tabIndex={-1}
            data-testid={`menu-${entry.key}`}
            onClick={() => {
              setOpen(false);
              entry.run();
            }}
          >
            {entry.label}
          </button>
        ))}
      </div>
    </div>
  );
}
