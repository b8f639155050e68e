/**
 * A form being filled in: its values, the problems shown so far and the working state (spec §4). Problems come from
 * contract/forms' validateSubmission, the validator the server runs again; a control shows its problems once the
 * user has left it (and then as they change it), and every problem shows after validateAll.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { START_NODE, validateSubmission, type FormProblems, type FormSchema, type FormValues } from '@contract/forms';
import { createFocusRegistry } from './focus-registry';
import { firstProblemPath, pathsInOrder, shownProblems, touchedAfterRowsMoved } from './form-problems';
import type { FieldErrors, FormRendererProps, WorkingStatus } from './types';
import { needsRegions, useRegionCatalog } from './use-region-catalog';
import { useWorkingState } from './working-state';

export interface FormStateOptions {
  /** The process node filling the form in; the applicant's start node by default. */
  node?: string;
}

export interface FormState {
  values: FormValues;
  /** Replaces the values (a resumed draft); what was shown as touched is forgotten. */
  setValues(values: FormValues): void;
  /** The problems on screen. */
  errors: FieldErrors;
  /** Every problem of the values now, shown or not. */
  problems: FormProblems;
  /** Shows every problem, moves the focus to the first one, and says whether the form may be submitted. */
  validateAll(): boolean;
  status: WorkingStatus;
  /** The props that tie a FormRenderer to this state: `<FormRenderer {...form.bind} />`. */
  bind: Required<Pick<FormRendererProps, 'schema' | 'values' | 'onChange' | 'onBlur' | 'onRowsMoved' | 'errors' | 'focus' | 'node'>>;
}

export function useFormState(schema: FormSchema, initialValues: FormValues = {}, options: FormStateOptions = {}): FormState {
  const node = options.node ?? START_NODE;
  const [values, setValuesState] = useState<FormValues>(initialValues);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [showAll, setShowAll] = useState(false);
  const [focusRequest, setFocusRequest] = useState<{ path: string } | null>(null);
  const focus = useMemo(createFocusRegistry, []);
  const latest = useRef(values);
  latest.current = values;

  const regionsNeeded = needsRegions(schema, node);
  const regions = useRegionCatalog(regionsNeeded);
  const status: WorkingStatus = regionsNeeded && !regions ? 1 : 2;
  const setWorking = useWorkingState((s) => s.setStatus);
  useEffect(() => {
    setWorking('form', status);
    return () => setWorking('form', 2);
  }, [status, setWorking]);

  const check = useCallback(
    (v: FormValues) => validateSubmission(schema, v, { node, regions: regions?.lookup }),
    [schema, node, regions],
  );
  const problems = useMemo(() => check(values), [check, values]);
  const errors = useMemo(() => shownProblems(problems, touched, showAll), [problems, touched, showAll]);

  // Focus after the render that shows the problems, so the control is read with its error.
  useEffect(() => {
    if (focusRequest) focus.focus(focusRequest.path);
  }, [focusRequest, focus]);

  const onChange = useCallback((next: FormValues) => {
    latest.current = next;
    setValuesState(next);
  }, []);
  const setValues = useCallback((next: FormValues) => {
    onChange(next);
    setTouched(new Set());
    setShowAll(false);
  }, [onChange]);
  const onBlur = useCallback((path: string) => setTouched((prev) => (prev.has(path) ? prev : new Set(prev).add(path))), []);
  const onRowsMoved = useCallback((tableId: string, moved: number[]) => setTouched((prev) => touchedAfterRowsMoved(prev, tableId, moved)), []);

  const validateAll = useCallback(() => {
    const now = check(latest.current);
    setShowAll(true);
    const paths = Object.keys(now);
    if (paths.length === 0) return true;
    // A new object each time: a second failed submit focuses again.
    setFocusRequest({ path: firstProblemPath(now, pathsInOrder(schema, latest.current, node)) ?? paths[0] });
    return false;
  }, [check, schema, node]);

  return {
    values,
    setValues,
    errors,
    problems,
    validateAll,
    status,
    bind: { schema, values, onChange, onBlur, onRowsMoved, errors, focus, node },
  };
}
