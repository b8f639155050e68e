import type { FC } from 'react';
import { Button as AntButton } from 'antd-mobile';
import type { ButtonProps } from './types';
import './button.scss';

const Button: FC<ButtonProps> = ({ children, onClick, kind = 'default', size = 'middle', block, loading, disabled, submit, ariaLabel, testId, className }) => {
  return (
    <AntButton
      color={kind === 'primary' ? 'primary' : 'default'}
      fill={kind === 'text' ? 'none' : 'solid'}
      size={size}
      block={block}
      loading={loading}
      disabled={disabled}
      type={submit ? 'submit' : 'button'}
      onClick={onClick}
      aria-label={ariaLabel}
      data-testid={testId}
      className={className}
    >
      {children}
    </AntButton>
  );
};

export default Button;
