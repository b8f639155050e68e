import type { FC } from 'react';
import type { WaitingChoiceProps } from './waiting-choice.types';

// A native check box, disabled: read as an option that cannot be chosen, with its reason as its description.
export const WaitingChoice: FC<WaitingChoiceProps> = ({ id, label, detail, testId }) => (
  <label className="ch-form-choice ch-waiting-choice" data-testid={testId}>
    <input className="ch-form-choice__input" type="checkbox" disabled aria-labelledby={`${id}-l`} aria-describedby={`${id}-d`} />
    <span className="ch-form-choice__text">
      <span id={`${id}-l`} className="ch-form-choice__label">
        {label}
      </span>
      <span id={`${id}-d`} className="ch-form-choice__detail">
        {detail}
      </span>
    </span>
  </label>
);
