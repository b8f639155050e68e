/** Labelled property controls of the designers' panels: plain inputs, each named by its label for screen readers. */
import { useId } from 'react';

interface Base {
  label: string;
  testId?: string;
}

export function TextProp({ label, value, onChange, multiline, testId }: Base & { value: string | undefined; onChange(next: string): void; multiline?: boolean }) {
  const id = useId();
  return (
    <div className="ch-designer-prop">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea id={id} className="ch-admin-input ch-admin-input--area" value={value ?? ''} onChange={(e) => onChange(e.target.value)} data-testid={testId} />
      ) : (
        <input id={id} className="ch-admin-input" value={value ?? ''} onChange={(e) => onChange(e.target.value)} data-testid={testId} />
      )}
    </div>
  );
}

export function NumberProp({ label, value, onChange, min, max, step, testId }: Base & { value: number | undefined; onChange(next: number | undefined): void; min?: number; max?: number; step?: number }) {
  const id = useId();
  return (
    <div className="ch-designer-prop">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="ch-admin-input ch-admin-input--short"
        type="number"
        min={min}
        max={max}
        step={step}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))}
        data-testid={testId}
      />
    </div>
  );
}

export function CheckProp({ label, checked, onChange, testId }: Base & { checked: boolean; onChange(next: boolean): void }) {
  const id = useId();
  return (
    <div className="ch-designer-prop ch-designer-prop--check">
      <input id={id} className="ch-designer-prop__check" type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} data-testid={testId} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

export function SelectProp({ label, value, options, onChange, testId }: Base & { value: string; options: { value: string; label: string }[]; onChange(next: string): void }) {
  const id = useId();
  return (
    <div className="ch-designer-prop">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="ch-admin-input" value={value} onChange={(e) => onChange(e.target.value)} data-testid={testId}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
