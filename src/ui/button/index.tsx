import type { FC } from 'react';
import { Button as TaroButton } from '@tarojs/components';
import type { ButtonProps } from './types';
import './button.scss';

// The mini-program's <button> has two sizes and no block or text style of its own: those are classes here.
// A loading button is disabled, as on H5, so a second tap cannot submit twice; and since a disabled <button> in the
// mini-program still fires its tap handler, no handler is given while it is.
const Button: FC<ButtonProps> = ({ children, onClick, kind = 'default', size = 'middle', block, loading, disabled, submit, ariaLabel, testId, className }) => {
  const inactive = disabled || loading;
  const classes = ['ch-button', `ch-button--${size}`, kind === 'text' ? 'ch-button--text' : '', kind === 'primary' ? 'ch-button--primary' : '', block ? 'ch-button--block' : '', className ?? ''];
  return (
    <TaroButton
      type={kind === 'primary' ? 'primary' : 'default'}
      size={size === 'small' ? 'mini' : 'default'}
      plain={kind === 'text'}
      loading={loading}
      disabled={inactive}
      formType={submit ? 'submit' : undefined}
      onClick={inactive ? undefined : onClick}
      aria-label={ariaLabel}
      data-testid={testId}
      className={classes.filter(Boolean).join(' ')}
    >
      {children}
    </TaroButton>
  );
};

export default Button;
