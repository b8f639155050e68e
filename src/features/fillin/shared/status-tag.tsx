/** A period's status as a coloured tag with its words (待填报, 已填报, 已逾期, 逾期可补填, 未开始). */
import { Text } from '@tarojs/components';
import type { FillinStatus } from '@contract/rules/fillin';
import { useFillWords } from './fill-words';

export function StatusTag({ status, testId = 'fill-status' }: { status: FillinStatus; testId?: string }) {
  const words = useFillWords();
  return (
    <Text className={`ch-fill-status ch-fill-status--${status}`} data-testid={testId}>
      {words.status(status)}
    </Text>
  );
}
