import { View } from '@tarojs/components';
import type { PressableProps } from './types';
import './pressable.scss';

export default function Pressable({ children, onPress, label, className, testId }: PressableProps) {
  return (
    <View className={`ch-pressable${className ? ` ${className}` : ''}`} onClick={onPress} ariaLabel={label} data-testid={testId} hoverClass="ch-pressable--hover">
      {children}
    </View>
  );
}
