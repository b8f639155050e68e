/**
 * The form renderer (issue 9): one component per field type of contract/forms/schema.ts, on H5 and in the
 * mini-program, with the validator of contract/forms as the user types and on submit.
 *
 *   const form = useFormState(schema, initialValues(schema));
 *   <FormRenderer {...form.bind} prefilled={{ form1_2: '个人信息' }} uploadCategory="matter" />
 *   if (form.validateAll()) submit(form.values);
 */
export { FormRenderer } from './form-renderer';
export { useFormState, type FormState, type FormStateOptions } from './use-form-state';
export type { FieldErrors, FocusRegistry, FormRendererProps, WorkingStatus } from './types';
