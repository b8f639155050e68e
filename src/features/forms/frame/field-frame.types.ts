import type { ReactNode } from 'react';
import type { FocusRegistry, FormLayout } from '../types';
import type { ControlA11y } from '@/ui/control-a11y';

export interface FieldFrameProps {
  /** The field's problem path (its id, or a table cell's path). */
  path: string;
  label: string;
  required: boolean;
  help?: string;
  /** Where a pre-filled value came from, as the server words it (来自个人信息：姓名). */
  prefilled?: string;
  error?: string;
  /** The control is a group (choices, a region, a date range, a table) named by the label rather than a <label for>. */
  group?: boolean;
  /** The control takes the whole width, its label above it even on a desktop (a table). */
  wide?: boolean;
  readOnly?: boolean;
  layout: FormLayout;
  focus?: FocusRegistry;
  /** The word for the required mark, for screen readers. */
  texts: { required: string };
  children(a11y: ControlA11y): ReactNode;
}

/** The ids of a frame's parts, from one React id. */
export function frameIds(base: string) {
  return { control: `${base}c`, label: `${base}l`, help: `${base}h`, error: `${base}e`, root: `${base}f` };
}

/** What a frame tells its control: its ids, name, description and state. */
export function frameA11y(ids: ReturnType<typeof frameIds>, props: FieldFrameProps): ControlA11y {
  const help = Boolean(props.help) && !props.readOnly;
  return {
    id: ids.control,
    labelledBy: ids.label,
    label: props.label,
    describedBy: [help ? ids.help : '', props.error ? ids.error : ''].filter(Boolean).join(' ') || undefined,
    invalid: Boolean(props.error),
    required: props.required,
  };
}

export function frameClass(state: { layout: string; error?: string; readOnly?: boolean; wide?: boolean }): string {
  const modifiers = [state.layout, state.error ? 'error' : '', state.readOnly ? 'read' : '', state.wide ? 'wide' : ''].filter(Boolean);
  return ['ch-form-field', ...modifiers.map((m) => `ch-form-field--${m}`)].join(' ');
}
