/**
 * The rows of My todo and My applications on the home page: what a user needs to pick one out, opening where the
 * matter pages open it (spec §2: a returned to-do as reject, a launched item that came back as resubmit).
 */
import type { ReactNode } from 'react';
import { Text, View } from '@tarojs/components';
import { statusWordKey } from '@contract/matter-words';
import { isResubmit, isReturned, launchedTarget, todoTarget, type ItemTarget } from '@/features/matters';
import { listed, useTranslation } from '@/i18n';
import { roleProps } from '@/platform/a11y-role';
import { goTo } from '@/platform/navigation';
import Pressable from '@/ui/pressable';
import { TextAround } from '@/ui/user-text';
import type { FillItem, LaunchedItem, TodoItem } from './use-home-data';
import './home-rows.scss';

export interface RowProps {
  key: string;
  title: ReactNode;
  target: ItemTarget;
  tag: ReactNode;
  meta: ReactNode;
}

/** A list of rows, each opening its item by its title. */
export function Rows<T>({ items, rowOf, testId }: { items: T[]; rowOf: (item: T) => RowProps; testId: string }) {
  return (
    <View className="ch-home-rows" {...roleProps('list')}>
      {items.map(rowOf).map(({ key, title, target, tag, meta }) => (
        <View key={key} className="ch-home-row" {...roleProps('listitem')} data-testid={testId}>
          <View className="ch-home-row__main">
            <Pressable role="link" className="ch-home-row__title" onPress={() => goTo(target.route, target.query)}>
              {title}
            </Pressable>
            {tag}
          </View>
          <View className="ch-home-row__meta">{meta}</View>
        </View>
      ))}
    </View>
  );
}

export function TodoRows({ items, onMobile }: { items: TodoItem[]; onMobile: boolean }) {
  const { t } = useTranslation('home');
  const rowOf = (item: TodoItem): RowProps => ({
    key: item.task_id,
    title: item.app_name,
    target: todoTarget(item, onMobile),
    tag: isReturned(item) ? <Text className="ch-home-row__tag">{t('returned')}</Text> : null,
    meta: (
      <>
        <Text>
          <TextAround say={(name) => t('applicant', { name })} value={item.inst_creator_name} />
        </Text>
        <Text>{item.task_created.slice(0, 16)}</Text>
      </>
    ),
  });
  return <Rows items={items} rowOf={rowOf} testId="home-todo" />;
}

/** Where an application stands: its current steps while in progress, else when it finished. */
function launchedWhere(item: LaunchedItem, t: (key: string, values: Record<string, string>) => string): string {
  if (item.status === 0) return item.nodes.length ? t('currentNode', { names: listed(item.nodes.map((n) => n.node_name)) }) : '';
  return item.finished ? t('finishedAt', { time: item.finished.slice(0, 16) }) : '';
}

export function LaunchedRows({ items, onMobile }: { items: LaunchedItem[]; onMobile: boolean }) {
  const { t } = useTranslation('home');
  const rowOf = (item: LaunchedItem): RowProps => ({
    key: item.inst_id,
    title: item.app_name,
    target: launchedTarget(item, onMobile),
    // One that came back says what its applicant has to do (as My applications marks it).
    tag: isResubmit(item) ? (
      <Text className="ch-home-row__status ch-home-row__status--resubmit">{t('resubmitMark')}</Text>
    ) : (
      <Text className={`ch-home-row__status ch-home-row__status--${item.status}`}>{t(statusWordKey(item.status))}</Text>
    ),
    meta: <Text>{launchedWhere(item, t)}</Text>,
  });
  return <Rows items={items} rowOf={rowOf} testId="home-launched" />;
}

/** 我的填报's first missions: each opens its fill page, with its status, period and when the period closes. */
export function FillRows({ items }: { items: FillItem[] }) {
  const { t } = useTranslation('home');
  const rowOf = (item: FillItem): RowProps => ({
    key: String(item.id),
    title: item.app_name,
    target: { route: '/fillForm/mission', query: { id: String(item.id) } },
    tag: <Text className={`ch-home-row__status ch-home-row__fill--${item.status}`}>{t(`fillStatus_${item.status}`)}</Text>,
    meta: (
      <>
        <Text>{item.period_label}</Text>
        {item.closes_at ? <Text>{t('closesAt', { time: item.closes_at.slice(5, 16) })}</Text> : null}
      </>
    ),
  });
  return <Rows items={items} rowOf={rowOf} testId="home-fill" />;
}
