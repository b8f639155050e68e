/** A share as a bar with its figure beside it (92.3%): the bar is drawn for the eye, the figure read by everyone. */
import { Text, View } from '@tarojs/components';
import { rateText } from '../rules/words';

interface Props {
  rate: number;
  /** Words read before the figure (填报率), when the row does not say what the figure is. */
  label?: string;
  /** What to write instead of the rate (a count with its share, when the bar is drawn against the largest count). */
  figure?: string;
  tone?: 'rate' | 'count';
  testId?: string;
}

export function RateBar({ rate, label, figure, tone = 'rate', testId }: Props) {
  const width = `${Math.round(Math.min(1, Math.max(0, rate)) * 1000) / 10}%`;
  return (
    <View className={`ch-fill-bar ch-fill-bar--${tone}`} data-testid={testId}>
      <View className="ch-fill-bar__track" aria-hidden="true">
        <View className="ch-fill-bar__fill" style={{ width }} />
      </View>
      <Text className="ch-fill-bar__figure">{figure ?? (label ? `${label} ${rateText(rate)}` : rateText(rate))}</Text>
    </View>
  );
}
