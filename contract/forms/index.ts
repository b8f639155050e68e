/**
 * The form model's pure code, safe for the client bundle: no TypeBox (schema types only) and no region data
 * (region-data.ts, loaded on its own when a form has a region field).
 */
export type {
  FieldAccess,
  FieldType,
  FileRef,
  FormField,
  FormOption,
  FormSchema,
  FormValues,
  PersonRef,
  RegionValue,
  RepeatTableField,
  SimpleField,
} from './schema';
export * from './field-access';
export * from './rich-text';
export * from './regions';
export * from './dates';
export * from './file-size';
export * from './values';
export * from './field-rules';
export * from './validate';
export * from './initial-values';
export * from './template';
export * from './prefill';
export * from './file-refs';
export * from './units';
