/**
 * The card that says an action went through: a check mark, the outcome as the page's heading, then what follows.
 * The outcome replaces the form the reader acted in, whose control is gone: the heading takes the focus (H5), so a
 * screen reader says the outcome and the next Tab reaches what follows (back to the list, the application).
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { Text, View } from '@tarojs/components';
import { roleProps } from '@/platform/a11y-role';
import { focusQuietly } from '@/platform/focus-target';

export function ResultCard({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  const heading = useRef<unknown>(null);
  useEffect(() => {
    if (process.env.TARO_ENV === 'h5' && heading.current instanceof HTMLElement) focusQuietly(heading.current);
  }, []);
  return (
    <View className="ch-matter-card ch-result" data-testid={testId}>
      <Text className="ch-result__mark" aria-hidden="true">
        ✓
      </Text>
      <View ref={heading} className="ch-result__title" {...roleProps('heading')} aria-level={1} data-testid={`${testId}-title`}>
        {title}
      </View>
      {children}
    </View>
  );
}
