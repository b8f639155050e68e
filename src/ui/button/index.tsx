import { Button as TaroButton } from '@tarojs/components';
import type { ButtonProps } from './types';

export default function Button({ children, onClick, kind = 'default', size = 'middle', loading, disabled, submit, ariaLabel, testId, className }: ButtonProps) {
  return (
    <TaroButton
      type={kind === 'primary' ? 'primary' : 'default'}
      size={size === 'small' ? 'mini' : 'default'}
      plain={kind === 'text'}
      loading={loading}
      disabled={disabled}
      formType={submit ? 'submit' : undefined}
      onClick={onClick}
      ariaLabel={ariaLabel}
      data-testid={testId}
      className={className}
    >
      {children}
    </TaroButton>
  );
}
