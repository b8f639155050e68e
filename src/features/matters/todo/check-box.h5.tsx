import { useEffect, useRef, type FC } from 'react';
import type { CheckBoxProps } from './check-box.types';

// A native check box in its label: Space toggles it, and screen readers read its name and state. aria-checked says
// what the element says already (axe checks that the two agree); `mixed` is the element's indeterminate state.
export const CheckBox: FC<CheckBoxProps> = ({ label, hideLabel, checked, mixed = false, onChange, testId, className }) => {
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = mixed;
  }, [mixed]);
  return (
    <label className={`ch-check${className ? ` ${className}` : ''}`}>
      <input
        ref={box}
        type="checkbox"
        className="ch-check__box"
        checked={checked}
        aria-checked={mixed ? 'mixed' : checked}
        aria-label={hideLabel ? label : undefined}
        onChange={(e) => onChange(e.target.checked)}
        data-testid={testId}
      />
      {hideLabel ? null : <span className="ch-check__text">{label}</span>}
    </label>
  );
};
