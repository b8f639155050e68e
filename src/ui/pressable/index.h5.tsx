import type { FC } from 'react';
import type { PressableProps } from './types';
import './pressable.scss';

// A real <button>: focusable, Enter and Space work, and screen readers announce it.
const Pressable: FC<PressableProps> = ({ children, onPress, role = 'button', label, expanded, controls, pressed, className, testId }) => {
  return (
    <button
      type="button"
      className={`ch-pressable${className ? ` ${className}` : ''}`}
      onClick={onPress}
      role={role === 'link' ? 'link' : undefined}
      aria-label={label}
      aria-expanded={expanded}
      aria-controls={controls}
      aria-pressed={pressed}
      data-testid={testId}
    >
      {children}
    </button>
  );
};

export default Pressable;
