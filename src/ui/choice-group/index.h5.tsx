import type { FC } from 'react';
import { toggled, type ChoiceGroupProps } from './types';
import '../control-focus.scss';

// Native radio buttons and check boxes in a named group: arrow keys, Space and screen readers work as users expect.
export const ChoiceGroup: FC<ChoiceGroupProps> = ({ a11y, choices, multiple, chosen, onChange, onBlur, variant = 'inline' }) => (
  <div
    className={`ch-form-choices ch-form-choices--${variant}`}
    role={multiple ? 'group' : 'radiogroup'}
    aria-labelledby={a11y.labelledBy}
    aria-describedby={a11y.describedBy}
    aria-invalid={!multiple && a11y.invalid ? true : undefined}
    aria-required={!multiple && a11y.required ? true : undefined}
  >
    {choices.map((choice, i) => {
      const checked = chosen.includes(choice.value);
      return (
        <label key={choice.value} className={`ch-form-choice${checked ? ' ch-form-choice--checked' : ''}`}>
          <input
            id={i === 0 ? a11y.id : undefined}
            className="ch-form-choice__input"
            type={multiple ? 'checkbox' : 'radio'}
            name={a11y.id}
            value={choice.value}
            checked={checked}
            // Named by the option alone; its second line describes it.
            aria-labelledby={`${a11y.id}-${i}`}
            aria-describedby={choice.detail ? `${a11y.id}-${i}-detail` : undefined}
            aria-invalid={multiple && a11y.invalid ? true : undefined}
            onChange={() => {
              onChange(toggled(choices, chosen, choice.value, multiple));
              onBlur();
            }}
          />
          <span className="ch-form-choice__text">
            <span id={`${a11y.id}-${i}`} className="ch-form-choice__label">
              {choice.label}
            </span>
            {choice.detail ? (
              <span id={`${a11y.id}-${i}-detail`} className="ch-form-choice__detail">
                {choice.detail}
              </span>
            ) : null}
          </span>
        </label>
      );
    })}
  </div>
);
