/**
 * A header dropdown: a trigger that opens a panel below it; a click outside or Escape closes it. A transparent mask
 * catches the outside click, which works alike on H5 and in the mini-program. Closed by Escape or by an entry, the
 * focus goes back to the trigger (H5), never to <body>; an entry that opens a page or a dialog moves it on from there.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { View } from '@tarojs/components';
import Pressable from '@/ui/pressable';
import './dropdown.scss';

interface Props {
  trigger: ReactNode;
  /** What the trigger is called when its content does not say it (an icon). */
  label?: string;
  triggerClassName?: string;
  testId?: string;
  align?: 'left' | 'right';
  children: (close: () => void) => ReactNode;
}

const TRIGGER = 'ch-dropdown__trigger';

export function Dropdown({ trigger, label, triggerClassName, testId, align = 'right', children }: Props) {
  const [open, setOpen] = useState(false);
  const root = useRef<unknown>(null);
  const close = () => {
    setOpen(false);
    if (process.env.TARO_ENV === 'h5' && root.current instanceof Element) root.current.querySelector<HTMLElement>(`.${TRIGGER}`)?.focus();
  };
  const closeRef = useRef(close);
  closeRef.current = close;
  useEffect(() => {
    if (!open || process.env.TARO_ENV !== 'h5') return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeRef.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  return (
    <View ref={root} className="ch-dropdown">
      <Pressable className={`${TRIGGER}${triggerClassName ? ` ${triggerClassName}` : ''}`} label={label} expanded={open} testId={testId} onPress={() => setOpen(!open)}>
        {trigger}
      </Pressable>
      {open ? (
        <>
          <View className="ch-dropdown__mask" onClick={close} />
          <View className={`ch-dropdown__panel ch-dropdown__panel--${align}`}>{children(close)}</View>
        </>
      ) : null}
    </View>
  );
}
