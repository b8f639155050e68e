/**
 * One application in progress as monitoring lists it: the service, title, applicant and when it started, whether it
 * is stuck, and each open task with its step, holder and wait (overdue marked), with the supervisor's actions.
 */
import { Text, View } from '@tarojs/components';
import type { MonitoredApplication } from '@contract/calls/supervision';
import { roleProps } from '@/platform/a11y-role';
import Button from '@/ui/button';
import UserText from '@/ui/user-text';
import { useSupervisionTranslation } from '../i18n';
import { durationText } from '../rules/figures';
import type { Pending } from './use-interventions';

export function RunningRow({ item, onAct }: { item: MonitoredApplication; onAct(pending: Pending): void }) {
  const { t } = useSupervisionTranslation();
  const first = item.tasks[0];
  return (
    <View className="ch-sv-running" {...roleProps('listitem')} data-testid="monitoring-row" data-inst={item.inst_id}>
      <View className="ch-sv-running__head">
        <UserText className="ch-sv-running__title" text={item.title} />
        {item.stuck ? <Text className="ch-sv-tag ch-sv-tag--stuck">{t('stuckTag')}</Text> : null}
      </View>
      <Text className="ch-sv-running__meta">
        <UserText text={item.app_name} /> · {t('applicant')} <UserText text={item.applicant_name} /> · {t('created')} {item.created.slice(0, 16)}
      </Text>
      {item.tasks.map((task) => {
        const about = { instId: item.inst_id, nodeId: task.node_id, nodeName: task.node_name, holderName: task.holder_name };
        return (
          <View key={task.task_id} className="ch-sv-task" data-testid="monitoring-task">
            <Text className="ch-sv-task__text">
              <UserText text={task.node_name} /> · {t('holder')} <UserText text={task.holder_name} />
              {task.kind === 'resubmit' ? ` (${t('resubmitTask')})` : ''} · {t('waiting')} {durationText(task.waiting_seconds, t)}
            </Text>
            {task.overdue ? <Text className="ch-sv-tag ch-sv-tag--overdue">{t('overdueTag')}</Text> : null}
            {task.kind === 'approve' ? (
              <View className="ch-sv-task__actions">
                <Button size="small" onClick={() => onAct({ kind: 'remind', id: item.inst_id, ...about })} testId="monitoring-remind">
                  {t('remind')}
                </Button>
                <Button size="small" onClick={() => onAct({ kind: 'reassign', id: task.task_id, ...about })} testId="monitoring-reassign">
                  {t('reassign')}
                </Button>
              </View>
            ) : null}
          </View>
        );
      })}
      {first ? (
        <View className="ch-sv-running__end">
          <Button size="small" onClick={() => onAct({ kind: 'terminate', id: item.inst_id, instId: item.inst_id, nodeId: first.node_id, nodeName: first.node_name, holderName: first.holder_name })} testId="monitoring-terminate">
            {t('terminate')}
          </Button>
        </View>
      ) : null}
    </View>
  );
}
