/**
 * Rows as a table on desktops and as cards on phones (the page's `ch-doc--mobile` says which, as supervision's tables
 * do): on a phone the lead cells go across the top and every other cell sits under its own small label, hidden from
 * screen readers, which hear the column's header instead.
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
  label: string;
  rows: readonly R[];
  columns: Column<R>[];
  rowKey(row: R): string | number;
  testId: string;
}

export function DataTable<R>({ label, rows, columns, rowKey, testId }: Props<R>) {
  const template = columns.map((c) => c.width ?? 'minmax(6em, 1fr)').join(' ');
  return (
    <View className="ch-doc-table-wrap">
      <View className="ch-doc-table" style={{ gridTemplateColumns: template }} {...roleProps('table')} aria-label={label} data-testid={testId}>
        <View className="ch-doc-table__row ch-doc-table__row--head" {...roleProps('row')}>
          {columns.map((c) => (
            <Text key={c.key} {...roleProps('columnheader')}>
              {c.head}
            </Text>
          ))}
        </View>
        {rows.map((row) => (
          <View key={rowKey(row)} className="ch-doc-table__row" {...roleProps('row')} data-testid={`${testId}-row`}>
            {columns.map((c) => (
              <View key={c.key} className={`ch-doc-table__cell${c.lead ? ' ch-doc-table__cell--lead' : ''}`} {...roleProps('cell')}>
                {c.lead || c.action ? null : (
                  <Text className="ch-doc-table__label" aria-hidden>
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
