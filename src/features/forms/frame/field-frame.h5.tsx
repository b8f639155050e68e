import { useId, type FC } from 'react';
import { plainId } from '@/ui/control-a11y';
import { frameA11y, frameClass, frameIds, type FieldFrameProps } from './field-frame.types';
import { useFocusTarget } from './focus-target';
import './field-frame.scss';

// One field: its label (a <label for> a single control; the name of a group), the required mark, where a pre-filled
// value came from, help text and the problem, both tied to the control with aria-describedby.
export const FieldFrame: FC<FieldFrameProps> = (props) => {
  const { path, label, required, help, prefilled, error, group, wide, readOnly, layout, focus, children } = props;
  const ids = frameIds(plainId(useId()));
  const root = useFocusTarget<HTMLDivElement>(path, focus, !readOnly);

  const Label = group || readOnly ? 'span' : 'label';
  return (
    <div ref={root} className={frameClass({ layout, error, readOnly, wide })}>
      <div className="ch-form-field__head">
        <span className="ch-form-field__name">
          <Label id={ids.label} className="ch-form-field__label" htmlFor={Label === 'label' ? ids.control : undefined}>
            {label}
          </Label>
          {required && !readOnly ? (
            <span className="ch-form-field__required" aria-hidden="true">
              *
            </span>
          ) : null}
        </span>
        {prefilled ? <span className="ch-form-field__source">{prefilled}</span> : null}
      </div>
      <div className="ch-form-field__body">
        {children({ ...frameA11y(ids, props) })}
        {help && !readOnly ? (
          <div id={ids.help} className="ch-form-field__help">
            {help}
          </div>
        ) : null}
        {error ? (
          <div id={ids.error} className="ch-form-field__error" aria-live="polite">
            {error}
          </div>
        ) : null}
      </div>
    </div>
  );
};
