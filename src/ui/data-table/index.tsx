/**
 * Rows as a table on desktops and as cards on phones (official documents' lists, supervision's figures): on a phone the
 * lead cells go across the top and every other cell sits under its own small label, hidden from screen readers, which
 * hear the column's header instead. `block` names the classes; the page styles them with the `data-table` mixin of
 * ui/page.scss, which its own phone class switches to cards.
 */
import type { ReactNode } from 'react';
import { Text, View } from '@tarojs/components';
import { roleProps } from '@/platform/a11y-role';

export interface Column<R> {
  key: string;
  head: string;
  cell(row: R): ReactNode;
  /** Across the top of a phone's card (a title, a name). */
  lead?: boolean;
  /** The desktop column's width, as a grid track; `minmax(6em, 1fr)` by default (`snug` for a time or a tag). */
  width?: string;
  /** A button that says what it does (编辑): on a phone's card it stands without the column's label above it. */
  action?: boolean;
}

/**
 * A column never narrower than its longest cell, for what must stay on one line: a time to the minute
 * (2026-12-02 15:53), a tag or a short word (Very urgent, Forwarded); `fr` shares out what room is left.
 */
export const snug = (fr = 1) => `minmax(max-content, ${fr}fr)`;

interface Props<R> {
  /** The classes' block: `${block}-wrap`, `${block}`, `${block}__row`, `__cell`, `__label`. */
  block: string;
  label: string;
  rows: readonly R[];
  columns: Column<R>[];
  rowKey(row: R): string | number;
  testId: string;
}

export function DataTable<R>({ block, label, rows, columns, rowKey, testId }: Props<R>) {
  const template = columns.map((c) => c.width ?? 'minmax(6em, 1fr)').join(' ');
  return (
    <View className={`${block}-wrap`}>
      <View className={block} style={{ gridTemplateColumns: template }} {...roleProps('table')} aria-label={label} data-testid={testId}>
        <View className={`${block}__row ${block}__row--head`} {...roleProps('row')}>
          {columns.map((c) => (
            <Text key={c.key} {...roleProps('columnheader')}>
              {c.head}
            </Text>
          ))}
        </View>
        {rows.map((row) => (
          <View key={rowKey(row)} className={`${block}__row`} {...roleProps('row')} data-testid={`${testId}-row`}>
            {columns.map((c) => (
              <View key={c.key} className={`${block}__cell${c.lead ? ` ${block}__cell--lead` : ''}`} {...roleProps('cell')}>
                {c.lead || c.action ? null : (
                  <Text className={`${block}__label`} aria-hidden>
                    {c.head}
                  </Text>
                )}
                {c.cell(row)}
              </View>
            ))}
          </View>
        ))}
      </View>
    </View>
  );
}
