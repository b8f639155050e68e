import { useEffect, useId, useRef, type FC } from 'react';
import type { CheckBoxProps } from './types';
import './check-box.scss';

// A native check box in its label, the box at the start of its name's first line: Space toggles it, and screen
// readers read its name, state and description. aria-checked says what the element says already (axe checks that the
// two agree); `mixed` is the element's indeterminate state.
const CheckBox: FC<CheckBoxProps> = ({ label, hideLabel, detail, checked, mixed = false, disabled, onChange, testId, className }) => {
  const box = useRef<HTMLInputElement>(null);
  const detailId = useId();
  useEffect(() => {
    if (box.current) box.current.indeterminate = mixed;
  }, [mixed]);
  return (
    <label className={`ch-check${disabled ? ' ch-check--disabled' : ''}${className ? ` ${className}` : ''}`}>
      <input
        ref={box}
        type="checkbox"
        className="ch-check__box"
        checked={checked}
        disabled={disabled}
        aria-checked={mixed ? 'mixed' : checked}
        aria-label={hideLabel ? label : undefined}
        aria-describedby={detail ? detailId : undefined}
        onChange={(e) => onChange(e.target.checked)}
        data-testid={testId}
      />
      {hideLabel ? null : (
        <span className="ch-check__text">
          <span className="ch-check__name">{label}</span>
          {detail ? (
            <span id={detailId} className="ch-check__detail">
              {detail}
            </span>
          ) : null}
        </span>
      )}
    </label>
  );
};

export default CheckBox;
