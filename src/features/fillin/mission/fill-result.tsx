/** What the reader sees once a fill-in went in: 已提交 (marked late when it was), or that a change was saved. */
import { Text, View } from '@tarojs/components';
import { roleProps } from '@/platform/a11y-role';
import { useFillinTranslation } from '../i18n';
import type { FillOutcome } from './use-fill-submit';

export function FillResult({ outcome }: { outcome: FillOutcome }) {
  const { t } = useFillinTranslation();
  const title = outcome.edited ? t('resultEdited') : outcome.late ? t('resultLate') : t('resultTitle');
  return (
    <View className={`ch-fill-result${outcome.late ? ' ch-fill-result--late' : ''}`} {...roleProps('status')} data-testid="fill-result">
      <Text className="ch-fill-result__mark" aria-hidden="true">
        ✓
      </Text>
      <Text className="ch-fill-result__title">{title}</Text>
    </View>
  );
}
