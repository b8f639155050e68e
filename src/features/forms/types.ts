/** The renderer's public props and the form state the hook hands it (src/features/forms/index.ts). */
import type { FieldProblem, FormSchema, FormValues } from '@contract/forms';

/**
 * The working state of spec §4: 1 while the form's data sources load (region data, the rich-text editor), 2 when
 * ready. One value shared by the form, the matter and the process views.
 */
export type WorkingStatus = 1 | 2;

/** Problems shown to the user, by path: a field id, or a table cell `form1_7.2.form1_7_1` (contract/forms/validate.ts). */
export type FieldErrors = Record<string, FieldProblem>;

/** Where each control registers how to focus it, so a failed submit can move the focus to the first problem. */
export interface FocusRegistry {
  register(path: string, focus: (() => void) | null): void;
}

export interface FormRendererProps {
  /** The form as getAppForm (or getMatterDetail) returns it. */
  schema: FormSchema;
  values: FormValues;
  onChange(values: FormValues): void;
  /** A control lost the focus: from now on its problems show as the user types. */
  onBlur?(path: string): void;
  /** The process node viewing the form: each field is edited, read or hidden as its permissions say there. */
  node?: string;
  /** Everything read-only (a submitted application). */
  readOnly?: boolean;
  /** Fields filled from the applicant's profile: field id → where the value came from ("个人信息"). */
  prefilled?: Record<string, string>;
  errors?: FieldErrors;
  focus?: FocusRegistry;
  /** Upload category of the files of this form (the `upload` call's `category`), and the application once it exists. */
  uploadCategory?: string;
  instId?: string;
  /** Reports the working state as the form's own data sources load. */
  onStatus?(status: WorkingStatus): void;
}
