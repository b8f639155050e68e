/**
 * Rates by department or by class: each row's people due, filled in, not yet and late, and its rate as a bar; a row's
 * name narrows the page to it (who is missing, the submissions and the export follow). The chosen row is marked.
 */
import { Text, View } from '@tarojs/components';
import { roleProps } from '@/platform/a11y-role';
import Pressable from '@/ui/pressable';
import UserText from '@/ui/user-text';
import { useFillinTranslation } from '../i18n';
import { RateBar } from '../shared/rate-bar';
import type { RateRow } from './totals';

export interface TableRow extends RateRow {
  key: string;
  name: string;
  chosen: boolean;
  onChoose(): void;
}

interface Props {
  title: string;
  nameHeader: string;
  rows: TableRow[];
  testId: string;
}

export function RateTable({ title, nameHeader, rows, testId }: Props) {
  const { t } = useFillinTranslation();
  if (rows.length === 0) return null;
  const headers = [nameHeader, t('submittedPeople'), t('missingPeople'), t('latePeople'), t('rate')];
  return (
    <View className="ch-fill-card" data-testid={testId}>
      <View className="ch-fill-card__title" {...roleProps('heading')} aria-level={2}>
        {title}
      </View>
      <View className="ch-fill-table" {...roleProps('table')} aria-label={title}>
        <View className="ch-fill-table__row ch-fill-table__row--head" {...roleProps('row')}>
          {headers.map((h, i) => (
            <Text key={h} className={`ch-fill-table__cell ch-fill-table__cell--${i}`} {...roleProps('columnheader')}>
              {h}
            </Text>
          ))}
        </View>
        {rows.map((r) => (
          <View key={r.key} className={`ch-fill-table__row${r.chosen ? ' ch-fill-table__row--chosen' : ''}`} {...roleProps('row')} data-testid={`${testId}-row`}>
            <View className="ch-fill-table__cell ch-fill-table__cell--0" {...roleProps('cell')}>
              <Pressable className="ch-fill-table__name" onPress={r.onChoose} pressed={r.chosen} label={t('narrowTo', { name: r.name })}>
                <UserText text={r.name} />
              </Pressable>
            </View>
            <Text className="ch-fill-table__cell ch-fill-table__cell--1" {...roleProps('cell')}>{`${r.submitted} / ${r.population}`}</Text>
            <Text className="ch-fill-table__cell ch-fill-table__cell--2" {...roleProps('cell')}>
              {String(Math.max(0, r.population - r.submitted))}
            </Text>
            <Text className="ch-fill-table__cell ch-fill-table__cell--3" {...roleProps('cell')}>
              {String(r.late)}
            </Text>
            <View className="ch-fill-table__cell ch-fill-table__cell--4" {...roleProps('cell')}>
              <RateBar rate={r.rate} testId={`${testId}-rate`} />
            </View>
          </View>
        ))}
      </View>
    </View>
  );
}
