import { type FC } from 'react';
import type { PickerButtonProps } from './types';
import '../control-focus.scss';

export const PickerButton: FC<PickerButtonProps> = ({ a11y, text, empty, expanded, onPress }) => (
  <button
    id={a11y.id}
    type="button"
    className={`ch-form-input ch-form-picker${empty ? ' ch-form-picker--empty' : ''}`}
    aria-labelledby={`${a11y.labelledBy} ${a11y.id}-text`}
    aria-describedby={a11y.describedBy}
    aria-haspopup="dialog"
    aria-expanded={expanded}
    onClick={onPress}
  >
    <span id={`${a11y.id}-text`} className="ch-form-picker__text">
      {text}
    </span>
    <span className="ch-form-picker__arrow" aria-hidden="true" />
  </button>
);
