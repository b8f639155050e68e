/**
 * One approval task: the service, the applicant, the step and when it arrived; marked when it came back (flags
 * containing 5, which opens it as reject, spec §2) or needs a signature (7); on the processed tab, what was decided
 * and, when an agent decided in the user's name, by whom. In batch mode a row that may be approved has a check box
 * named by its service and applicant.
 */
import { Text, View } from '@tarojs/components';
import type { TodoItem } from '@contract/calls/matters';
import { listed } from '@/i18n';
import { roleProps } from '@/platform/a11y-role';
import { TextAround } from '@/ui/user-text';
import { useMattersTranslation } from '../i18n';
import { RowHead } from '../lists/row-head';
import { isSelectable } from '../rules/batch';
import { isReturned, todoTarget } from '../rules/item-target';
import { taskStatusKey } from '../rules/status';
import CheckBox from '@/ui/check-box';

export interface RowCheck {
  checked: boolean;
  onChange(checked: boolean): void;
}

export function TodoRow({ item, onMobile, me, check }: { item: TodoItem; onMobile: boolean; me: string; check?: RowCheck }) {
  const { t } = useMattersTranslation();
  const decided = taskStatusKey(item.task_status);
  const step = listed(item.node_config.steps.map((s) => s.node_name));
  const body = (
    <>
      <RowHead title={item.app_name} target={todoTarget(item, onMobile)}>
        {isReturned(item) ? <Text className="ch-matter-tag ch-matter-tag--strong">{t('returnedMark')}</Text> : null}
        {item.flags.includes(7) ? <Text className="ch-matter-tag ch-matter-tag--amber">{t('flagSign')}</Text> : null}
        {decided ? <Text className={`ch-matter-tag ch-matter-tag--${item.task_status === 3 ? 'grey' : 'green'}`}>{t(decided)}</Text> : null}
      </RowHead>
      <View className="ch-row__meta">
        <Text>
          <TextAround say={(name) => t('applicant', { name })} value={item.inst_creator_name} />
        </Text>
        <Text data-testid="todo-step">{t('step', { name: step })}</Text>
        <Text>{t('arrivedAt', { time: item.task_created.slice(0, 16) })}</Text>
        {item.handler_name && item.handler_name !== me ? (
          <Text>
            <TextAround say={(name) => t('handledBy', { name })} value={item.handler_name} />
          </Text>
        ) : null}
      </View>
    </>
  );
  if (!check) {
    return (
      <View className="ch-row" {...roleProps('listitem')} data-testid="todo-row">
        {body}
      </View>
    );
  }
  return (
    <View className={`ch-row ch-row--check${check.checked ? ' ch-row--checked' : ''}`} {...roleProps('listitem')} data-testid="todo-row">
      {isSelectable(item) ? (
        <CheckBox label={t('batchRowCheck', { service: item.app_name, applicant: item.inst_creator_name })} hideLabel checked={check.checked} onChange={check.onChange} className="ch-row__check" />
      ) : (
        <View className="ch-row__check" />
      )}
      <View className="ch-row__body">{body}</View>
    </View>
  );
}
