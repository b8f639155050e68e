/** After submitting: what happened, when it is likely done, and the way to the application in My applications. */
import { Text, View } from '@tarojs/components';
import { HOME_ROUTE } from '@/routes';
import { goTo, replaceWith } from '@/platform/navigation';
import Button from '@/ui/button';
import { useMattersTranslation } from '../i18n';
import { ResultCard } from '../shared/result-card';

interface Props {
  instId: string;
  appName: string;
  /** The likely finish from the route preview, if there was one. */
  finishAt: string | null;
  onMobile: boolean;
}

export function StartSuccess({ instId, appName, finishAt, onMobile }: Props) {
  const { t } = useMattersTranslation();
  return (
    <ResultCard title={t('successTitle')} testId="start-success">
      <Text className="ch-start-success__app">{appName}</Text>
      <Text className="ch-matter-muted">{t('successHint')}</Text>
      {finishAt ? <Text className="ch-start-success__finish">{t('successFinish', { time: finishAt.slice(0, 16) })}</Text> : null}
      <View className="ch-matter-actions ch-matter-actions--center">
        <Button kind="primary" onClick={() => replaceWith(onMobile ? '/matter/m_launch' : '/matter/launch', { page: 'launch', inst_id: instId })} testId="view-application">
          {t('viewApplication')}
        </Button>
        <Button onClick={() => goTo(HOME_ROUTE)}>{t('backToHome')}</Button>
      </View>
    </ResultCard>
  );
}
