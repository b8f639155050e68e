/** What happened after the reader's action ended their task: approved, returned, transferred or resubmitted, and where to go. */
import { Text, View } from '@tarojs/components';
import { goTo } from '@/platform/navigation';
import Button from '@/ui/button';
import { ResultCard } from '../shared/result-card';
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
    <ResultCard title={t(`done_${finished.action}`)} testId="examine-done">
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
    </ResultCard>
  );
}
