/** What happened after the reader's action ended their task: approved, returned, transferred or resubmitted, and where to go. */
import { Text, View } from '@tarojs/components';
import { goTo } from '@/platform/navigation';
import { roleProps } from '@/platform/a11y-role';
import Button from '@/ui/button';
import { useExamineTranslation } from './i18n';
import type { Finished } from './use-task-actions';

interface Props {
  finished: Finished;
  onMobile: boolean;
  onView(): void;
}

export function DoneState({ finished, onMobile, onView }: Props) {
  const { t } = useExamineTranslation();
  const applicant = finished.action === 'resubmit';
  const list = applicant ? (onMobile ? '/matter/m_launch' : '/matter/launch') : onMobile ? '/matter/m_todo' : '/matter/todo';
  return (
    <View className="ch-matter-card ch-exam-done" data-testid="examine-done">
      <Text className="ch-exam-done__mark" aria-hidden="true">
        ✓
      </Text>
      <View className="ch-exam-done__title" {...roleProps('heading')} aria-level={1}>
        {t(`done_${finished.action}`)}
      </View>
      <Text className="ch-matter-muted">{t(applicant ? 'doneHintResubmit' : 'doneHintTask')}</Text>
      {finished.status === 2 ? <Text className="ch-exam-done__completed">{t('doneCompleted')}</Text> : null}
      <View className="ch-matter-actions ch-matter-actions--center">
        <Button kind="primary" onClick={() => goTo(list, { page: applicant ? 'launch' : 'todo' })} testId="examine-back">
          {t(applicant ? 'backToLaunch' : 'backToTodo')}
        </Button>
        <Button onClick={onView} testId="examine-view">
          {t('viewMatter')}
        </Button>
      </View>
    </View>
  );
}
