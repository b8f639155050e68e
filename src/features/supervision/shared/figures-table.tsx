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
import { DataTable, type Column } from '@/ui/data-table';
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
  const figure = (key: string, head: string, cell: (r: R) => ReactNode): Column<R> => ({ key, head, cell, width: 'minmax(5.5em, 1fr)' });
  const figures = [
    figure('started', t('started'), (r) => countText(r.started, lang)),
    figure('inProgress', t('inProgress'), (r) => countText(r.in_progress, lang)),
    figure('finished', t('finished'), (r) => countText(r.finished, lang)),
    figure('avg', t('avg'), (r) => duration(r, r.avg_seconds)),
    figure('p90', t('p90'), (r) => duration(r, r.p90_seconds)),
    figure('overdue', t('overdue'), (r) => countText(r.overdue, lang)),
    figure('satisfaction', t('satisfaction'), (r) => satisfactionText(r, t)),
  ];
  const leads: Column<R>[] = lead.map((c) => ({ key: c.head, head: c.head, cell: c.cell, lead: true, width: 'minmax(7em, 2fr)' }));
  if (rows.length === 0) return <Text className="ch-sv-note" data-testid={`${testId}-empty`}>{t('noRows')}</Text>;
  return (
    <View className="ch-sv-figures">
      <DataTable block="ch-sv-table" label={label} rows={page.rows} columns={[...leads, ...figures]} rowKey={rowKey} testId={testId} />
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
