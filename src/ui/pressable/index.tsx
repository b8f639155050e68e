import type { FC } from 'react';
import { View } from '@tarojs/components';
import type { PressableProps } from './types';
import './pressable.scss';

// The mini-program's screen reader reads `aria-role`, `aria-label`, `aria-expanded` and `aria-pressed` from any component.
const Pressable: FC<PressableProps> = ({ children, onPress, role = 'button', label, expanded, controls, pressed, className, testId }) => (
  <View
    className={`ch-pressable${className ? ` ${className}` : ''}`}
    onClick={onPress}
    aria-role={role}
    aria-label={label}
    aria-expanded={expanded}
    aria-controls={controls}
    aria-pressed={pressed}
    data-testid={testId}
    hoverClass="ch-pressable--hover"
  >
    {children}
  </View>
);

export default Pressable;
