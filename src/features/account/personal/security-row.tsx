/** One line of 账号与安全: what it is, its current value, and the action that changes it. */
import { Text, View } from '@tarojs/components';
import Pressable from '@/ui/pressable';

interface Props {
  label: string;
  value: string;
  /** The visible action word (更换, 修改 …). */
  action: string;
  /** The action with what it acts on (更换手机号), for screen readers, which read it out of its line. */
  actionLabel: string;
  onAction: () => void;
  /** `personal-mobile`: the value; `personal-mobile-action`: its action. */
  testId: string;
  muted?: boolean;
}

export function SecurityRow({ label, value, action, actionLabel, onAction, testId, muted }: Props) {
  return (
    <View className="ch-personal__row">
      <Text className="ch-personal__row-label">{label}</Text>
      <Text className={`ch-personal__row-value${muted ? ' ch-personal__row-value--muted' : ''}`} data-testid={testId}>
        {value}
      </Text>
      <Pressable className="ch-personal__row-action" label={actionLabel} onPress={onAction} testId={`${testId}-action`}>
        {action}
      </Pressable>
    </View>
  );
}
