/** The renderer's public props and the form state the hook hands it (src/features/forms/index.ts). */
import type { FieldProblem, FormSchema, FormValues } from '@contract/forms';
import type { UploadCategory } from '@contract/rules/uploads';

/**
 * The working state of spec §4: 1 while the form's data sources load (the region data), 2 when ready. One value
 * shared by the form, the matter and the process views (working-state.ts).
 */
export type WorkingStatus = 1 | 2;

/** Problems shown to the user, by path: a field id, or a table cell `form1_7.2.form1_7_1` (contract/forms/validate.ts). */
export type FieldErrors = Record<string, FieldProblem>;

/** Where each control registers how to focus it, so a failed submit can move the focus to the first problem. */
export interface FocusRegistry {
  register(path: string, focus: (() => void) | null): void;
}

export type FormLayout = 'desktop' | 'mobile';

export interface FormRendererProps {
  /** The form as getAppForm (or getMatterDetail) returns it. */
  schema: FormSchema;
  values: FormValues;
  onChange(values: FormValues): void;
  /** The user left a control (or made a choice): from now on its problems show. */
  onBlur?(path: string): void;
  /** A table's rows were removed or reordered: `moved[i]` is the old index of the row now at i. */
  onRowsMoved?(tableId: string, moved: number[]): void;
  /** The process node viewing the form: each field is edited, read or hidden as its permissions say there. */
  node?: string;
  /** Everything read-only (a submitted application). */
  readOnly?: boolean;
  /** Fields filled in from the applicant's profile: field id → where the value came from ("个人信息"). */
  prefilled?: Record<string, string>;
  errors?: FieldErrors;
  focus?: FocusRegistry;
  /**
   * Where this form's files go: the upload call's category ('form' by default), the service (so the server applies
   * the field's own size and type limits, and earlier files may be attached again), and the application once it
   * exists (files are read through it).
   */
  uploadCategory?: UploadCategory;
  appId?: number;
  instId?: string;
  /** Desktop (a table per RepeatTable, labels beside fields) or phone; by default as the page being shown. */
  layout?: FormLayout;
}
