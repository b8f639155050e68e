/**
 * The form renderer (issue 9): one component per field type of contract/forms/schema.ts, on H5 and in the
 * mini-program, with contract/forms' validator as the user types and on submit.
 *
 *   const form = useFormState(schema, { ...initialValues(schema), ...prefillValues });
 *   <FormRenderer {...form.bind} prefilled={{ form1_2: '来自个人信息：姓名' }} appId={appId} />
 *   if (form.validateAll()) submit(form.values);
 *
 * The working state (spec §4: 1 while the form's data sources load, 2 when ready) is `form.status`, and is shared
 * with the matter and process views through useWorkingState.
 */
export { FormRenderer } from './form-renderer';
export { useFormState, type FormState, type FormStateOptions } from './use-form-state';
export { isWorking, useWorkingState, type WorkingPart } from './working-state';
export type { FieldErrors, FocusRegistry, FormLayout, FormRendererProps, WorkingStatus } from './types';
