/**
 * Why an application came back: who returned it, from which step and when, with their opinion (the last return in its
 * history). On the applicant's resubmit view, and on an approver's step it was returned to.
 */
import { Text, View } from '@tarojs/components';
import { roleProps } from '@/platform/a11y-role';
import { lastReturn, type MatterStep } from '../rules/examine';
import { useExamineTranslation } from './i18n';
import { useActionWords } from './history-timeline';

export function ReturnedBanner({ steps, toStep }: { steps: readonly MatterStep[]; toStep: boolean }) {
  const { t } = useExamineTranslation();
  const words = useActionWords();
  const last = lastReturn(steps);
  return (
    <View className="ch-returned" data-testid="returned-banner">
      <Text className="ch-returned__mark" aria-hidden="true">
        ↩
      </Text>
      <View className="ch-returned__text">
        <View className="ch-returned__title" {...roleProps('heading')} aria-level={2}>
          {t('returnedTitle')}
        </View>
        {toStep ? <Text>{t('returnedToStep')}</Text> : null}
        {last ? <Text data-testid="returned-by">{t('returnedBy', { name: words.actor(last), time: last.created.slice(0, 16), step: last.node_name })}</Text> : null}
        <Text className="ch-returned__opinion" data-testid="returned-opinion">
          {last?.opinion ? t('returnedOpinion', { opinion: last.opinion }) : t('returnedNoOpinion')}
        </Text>
      </View>
    </View>
  );
}
