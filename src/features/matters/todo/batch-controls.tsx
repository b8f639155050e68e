/**
 * Batch mode's controls on the pending tab: the 批量处理 switch with select-all and clear above the rows, and the
 * bar below them that stays in view (sticky) with how many are chosen, what the choice covers and 批量同意.
 */
import { Text, View } from '@tarojs/components';
import Button from '@/ui/button';
import { useMattersTranslation } from '../i18n';
import CheckBox from '@/ui/check-box';
import type { BatchSelection } from './use-batch-selection';

export function BatchTools({ batch, onMobile, hasRows }: { batch: BatchSelection; onMobile: boolean; hasRows: boolean }) {
  const { t } = useMattersTranslation();
  if (!batch.on && !hasRows) return null;
  return (
    <View className="ch-batch-tools" data-testid="batch-tools">
      <Button size="small" kind={batch.on ? 'default' : 'text'} onClick={() => batch.setMode(!batch.on)} testId="batch-mode" className="ch-batch-tools__mode">
        {batch.on ? t('batchModeExit') : t('batchMode')}
      </Button>
      {batch.on && hasRows ? (
        <>
          <CheckBox
            label={onMobile ? t('batchSelectLoaded') : t('batchSelectPage')}
            checked={batch.allState === 'all'}
            mixed={batch.allState === 'some'}
            onChange={batch.selectAll}
            testId="batch-select-all"
          />
          <Button size="small" kind="text" onClick={batch.clear} disabled={batch.selection.size === 0} testId="batch-clear">
            {t('batchClear')}
          </Button>
        </>
      ) : null}
    </View>
  );
}

export function BatchBar({ count, onMobile, onApprove }: { count: number; onMobile: boolean; onApprove(): void }) {
  const { t } = useMattersTranslation();
  return (
    <View className={`ch-batch-bar ch-batch-bar--${onMobile ? 'mobile' : 'desktop'}`} data-testid="batch-bar">
      <View className="ch-batch-bar__text">
        <Text className="ch-batch-bar__count" data-testid="batch-count">
          {t('batchSelected', { count })}
        </Text>
        <Text className="ch-batch-bar__hint">{onMobile ? t('batchHintLoaded') : t('batchHintPage')}</Text>
      </View>
      <Button kind="primary" size="small" onClick={onApprove} disabled={count === 0} testId="batch-approve">
        {t('batchApprove')}
      </Button>
    </View>
  );
}
