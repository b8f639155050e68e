import type { FC } from 'react';
import { Text } from '@tarojs/components';
import { countWords } from '@contract/rules/validation';

/** How much has been written against the field's word-count bounds, counted as the validator counts (spec §5). */
export const WordCounter: FC<{ text: string; bounds: { min?: number; max?: number; ratio?: number } }> = ({ text, bounds }) => {
  const n = countWords(text, bounds.ratio);
  const over = bounds.max !== undefined && n > bounds.max;
  return (
    <Text className={`ch-form-counter${over ? ' ch-form-counter--over' : ''}`} aria-hidden>
      {bounds.max !== undefined ? `${n}/${bounds.max}` : String(n)}
    </Text>
  );
};
