/**
 * A table of figures, a page of rows at a time: the lead columns the page gives (a service and its department, a
 * department's rank), then the period's figures. A row the page can open (a department's services) names itself as a
 * button. On a phone each row is a card: its lead cells across the top, each figure under its own small label (hidden
 * from screen readers, which hear the column's header).
 */
import { useState, type ReactNode } from 'react';
import { Text, View } from '@tarojs/components';
import type { Figures } from '@contract/calls/supervision';
import { roleProps } from '@/platform/a11y-role';
import { useUiSettings } from '@/stores/ui-settings';
import Button from '@/ui/button';
import { useSupervisionTranslation } from '../i18n';
import { countText, durationText, pageOf, satisfactionText } from '../rules/figures';

export interface LeadColumn<R> {
  head: string;
  cell(row: R): ReactNode;
}

interface Props<R extends Figures> {
  label: string;
  rows: readonly R[];
  lead: LeadColumn<R>[];
  rowKey(row: R): string;
  testId: string;
  pageSize?: number;
}

export function FiguresTable<R extends Figures>({ label, rows, lead, rowKey, testId, pageSize = 10 }: Props<R>) {
  const { t } = useSupervisionTranslation();
  const lang = useUiSettings((s) => s.lang);
  const [p, setP] = useState(1);
  const page = pageOf(rows, p, pageSize);
  const duration = (row: R, seconds: number) => (row.finished ? durationText(seconds, t) : t('none'));
  const figures: LeadColumn<R>[] = [
    { head: t('started'), cell: (r) => countText(r.started, lang) },
    { head: t('inProgress'), cell: (r) => countText(r.in_progress, lang) },
    { head: t('finished'), cell: (r) => countText(r.finished, lang) },
    { head: t('avg'), cell: (r) => duration(r, r.avg_seconds) },
    { head: t('p90'), cell: (r) => duration(r, r.p90_seconds) },
    { head: t('overdue'), cell: (r) => countText(r.overdue, lang) },
    { head: t('satisfaction'), cell: (r) => satisfactionText(r, t) },
  ];
  const columns = [...lead, ...figures];
  if (rows.length === 0) return <Text className="ch-sv-note" data-testid={`${testId}-empty`}>{t('noRows')}</Text>;
  return (
    <View className="ch-sv-table-wrap">
      <View className="ch-sv-table" style={{ gridTemplateColumns: `repeat(${lead.length}, minmax(7em, 2fr)) repeat(${figures.length}, minmax(5.5em, 1fr))` }} {...roleProps('table')} aria-label={label} data-testid={testId}>
        <View className="ch-sv-table__row ch-sv-table__row--head" {...roleProps('row')}>
          {columns.map((c) => (
            <Text key={c.head} {...roleProps('columnheader')}>
              {c.head}
            </Text>
          ))}
        </View>
        {page.rows.map((row) => (
          <View key={rowKey(row)} className="ch-sv-table__row" {...roleProps('row')} data-testid={`${testId}-row`}>
            {columns.map((c, i) => (
              <View key={c.head} className={`ch-sv-table__cell${i < lead.length ? ' ch-sv-table__cell--lead' : ''}`} {...roleProps('cell')}>
                {i < lead.length ? null : (
                  <Text className="ch-sv-table__label" aria-hidden>
                    {c.head}
                  </Text>
                )}
                {c.cell(row)}
              </View>
            ))}
          </View>
        ))}
      </View>
      {page.pages > 1 ? (
        <View className="ch-sv-pager" {...roleProps('navigation')} aria-label={label}>
          <Button size="small" disabled={page.p === 1} onClick={() => setP(page.p - 1)} testId={`${testId}-prev`}>
            {t('prev')}
          </Button>
          <Text aria-live="polite">{t('page', { p: page.p, pages: page.pages })}</Text>
          <Button size="small" disabled={page.p === page.pages} onClick={() => setP(page.p + 1)} testId={`${testId}-next`}>
            {t('next')}
          </Button>
        </View>
      ) : null}
    </View>
  );
}
