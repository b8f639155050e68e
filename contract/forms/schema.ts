/**
 * The form model: a service's versioned form is a list of typed fields (spec §3 field types). The server checks
 * stored definitions against these schemas; the client imports the types only (`import type`).
 *
 * Field ids follow the template placeholders: `form{X}_{Y}`, X the form's number in its service (1 for the main
 * form), Y the field's number; a RepeatTable's sub-fields are `form{X}_{Y}_{Z}`.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { PREFILL_SOURCES } from './prefill';

export const FIELD_TYPES = [
  'Input',
  'MultiInput',
  'RichText',
  'Radio',
  'Checkbox',
  'Select',
  'SelectV2',
  'User',
  'CountryV2',
  'Calendar',
  'PhoneNumber',
  'Integer',
  'Numeric',
  'RepeatTable',
  'Attachment',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export const FieldId = Type.String({ pattern: '^form[0-9]+_[0-9]+(_[0-9]+)?$', maxLength: 40 });

/** What a process node may do with a field: edit it, read it, or not see it at all. */
export const FieldAccess = Type.Union([Type.Literal('edit'), Type.Literal('read'), Type.Literal('hidden')]);
export type FieldAccess = Static<typeof FieldAccess>;

/** The node id of the applicant's own step; fields are editable there and read-only elsewhere unless a node says otherwise. */
export const START_NODE_ID = 'start';

const Text = (maxLength: number) => Type.String({ maxLength });

export const FormOption = Type.Object({
  value: Type.String({ minLength: 1, maxLength: 64 }),
  label: Text(200),
  label_en: Type.Optional(Text(200)),
});
export type FormOption = Static<typeof FormOption>;

/** Word-count bounds of spec §5: whitespace removed; with a ratio, Latin letters count 1/ratio each. */
const WordCount = Type.Object({
  min: Type.Optional(Type.Integer({ minimum: 0 })),
  max: Type.Optional(Type.Integer({ minimum: 1 })),
  ratio: Type.Optional(Type.Integer({ minimum: 1, maximum: 10 })),
});

function field<T extends string, P extends Record<string, TSchema>>(type: T, props: P) {
  return Type.Object({
    id: FieldId,
    type: Type.Literal(type),
    label: Text(200),
    label_en: Type.Optional(Text(200)),
    /** Help text under the field. */
    help: Type.Optional(Text(500)),
    help_en: Type.Optional(Text(500)),
    placeholder: Type.Optional(Text(200)),
    placeholder_en: Type.Optional(Text(200)),
    required: Type.Optional(Type.Boolean()),
    /** Per process node: edit, read or hidden. Absent nodes: edit at the start node, read elsewhere. */
    permissions: Type.Optional(Type.Record(Type.String({ maxLength: 64 }), FieldAccess)),
    /**
     * A field a later step fills in (hidden at the start node) that the applicant never reads, even once filled: an
     * office's internal note. Without it the applicant reads such a field once it holds a value.
     */
    hidden_from_applicant: Type.Optional(Type.Boolean()),
    ...props,
  });
}

/** A file as a form value holds it: the stored file's id, its original name and size in bytes. */
export const FileRef = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 64 }),
  name: Type.String({ minLength: 1, maxLength: 255 }),
  size: Type.Integer({ minimum: 0 }),
});
export type FileRef = Static<typeof FileRef>;

/** A person as a User field holds them. The server replaces `name` with the organisation's current name. */
export const PersonRef = Type.Object({
  uid: Type.String({ minLength: 1, maxLength: 64 }),
  name: Type.String({ maxLength: 100 }),
});
export type PersonRef = Static<typeof PersonRef>;

/** A place: region codes from province down (GB/T 2260, 6 digits each) and an optional street address. */
export const RegionValue = Type.Object({
  codes: Type.Array(Type.String({ pattern: '^[0-9]{6}$' }), { minItems: 1, maxItems: 3 }),
  detail: Type.Optional(Type.String({ maxLength: 200 })),
});
export type RegionValue = Static<typeof RegionValue>;

/**
 * Fill less: the applicant's profile item a field starts with (contract/forms/prefill.ts). Text fields take any item
 * (the department head's name for `supervisor`), a PhoneNumber the mobile, a User field the department head.
 */
export const PrefillSource = Type.Union(PREFILL_SOURCES.map((s) => Type.Literal(s)));

const textProps = {
  default: Type.Optional(Text(10000)),
  prefill: Type.Optional(PrefillSource),
  min_length: Type.Optional(Type.Integer({ minimum: 0 })),
  max_length: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  /** A JavaScript regular expression the whole value must match. */
  pattern: Type.Optional(Text(500)),
  /** The text shown when the pattern does not match; a generic one otherwise. */
  pattern_message: Type.Optional(Text(200)),
  pattern_message_en: Type.Optional(Text(200)),
  word_count: Type.Optional(WordCount),
};

const choiceProps = { options: Type.Array(FormOption, { minItems: 1, maxItems: 500 }) };
const manyProps = {
  min_choices: Type.Optional(Type.Integer({ minimum: 0 })),
  max_choices: Type.Optional(Type.Integer({ minimum: 1 })),
};

export const InputField = field('Input', textProps);
export const MultiInputField = field('MultiInput', textProps);
export const RichTextField = field('RichText', {
  default: Type.Optional(Text(100000)),
  word_count: Type.Optional(WordCount),
});
export const RadioField = field('Radio', { ...choiceProps, default: Type.Optional(Text(64)) });
export const SelectField = field('Select', { ...choiceProps, default: Type.Optional(Text(64)) });
export const CheckboxField = field('Checkbox', { ...choiceProps, ...manyProps, default: Type.Optional(Type.Array(Text(64))) });
/** A searchable select; `multiple` turns it into a multi-select with the choice bounds. */
export const SelectV2Field = field('SelectV2', {
  ...choiceProps,
  ...manyProps,
  multiple: Type.Optional(Type.Boolean()),
  default: Type.Optional(Type.Union([Text(64), Type.Array(Text(64))])),
});
export const UserField = field('User', {
  multiple: Type.Optional(Type.Boolean()),
  prefill: Type.Optional(Type.Literal('supervisor')),
  ...manyProps,
});
/** Region levels: 1 province, 2 city, 3 district; `with_detail` asks for a street address too. */
export const CountryV2Field = field('CountryV2', {
  level: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)])),
  with_detail: Type.Optional(Type.Boolean()),
  default: Type.Optional(RegionValue),
});
/** A date (YYYY-MM-DD) or date-time (YYYY-MM-DD HH:mm); `range` holds [start, end]. Bounds are in the same format. */
export const CalendarField = field('Calendar', {
  mode: Type.Optional(Type.Union([Type.Literal('date'), Type.Literal('datetime')])),
  range: Type.Optional(Type.Boolean()),
  min: Type.Optional(Text(16)),
  max: Type.Optional(Text(16)),
});
export const PhoneNumberField = field('PhoneNumber', { default: Type.Optional(Text(20)), prefill: Type.Optional(Type.Literal('mobile')) });
const numberProps = {
  min: Type.Optional(Type.Number()),
  max: Type.Optional(Type.Number()),
  unit: Type.Optional(Text(20)),
  /** The unit in English, plural (days); `unit_en_one` for exactly one (day). */
  unit_en: Type.Optional(Text(20)),
  unit_en_one: Type.Optional(Text(20)),
};
export const IntegerField = field('Integer', { ...numberProps, default: Type.Optional(Type.Integer()) });
/** A decimal number with at most `precision` places (2 for money). */
export const NumericField = field('Numeric', {
  ...numberProps,
  precision: Type.Optional(Type.Integer({ minimum: 0, maximum: 6 })),
  default: Type.Optional(Type.Number()),
});
/** Files: at most `max_files`, each at most `max_size` bytes, with one of the `accept` extensions (lower case, no dot). */
export const AttachmentField = field('Attachment', {
  max_files: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
  max_size: Type.Optional(Type.Integer({ minimum: 1 })),
  accept: Type.Optional(Type.Array(Type.String({ pattern: '^[a-z0-9]{1,10}$' }), { maxItems: 50 })),
});

export const SimpleField = Type.Union([
  InputField,
  MultiInputField,
  RichTextField,
  RadioField,
  CheckboxField,
  SelectField,
  SelectV2Field,
  UserField,
  CountryV2Field,
  CalendarField,
  PhoneNumberField,
  IntegerField,
  NumericField,
  AttachmentField,
]);
export type SimpleField = Static<typeof SimpleField>;

/** Rows of sub-fields (no tables inside tables). */
export const RepeatTableField = field('RepeatTable', {
  columns: Type.Array(SimpleField, { minItems: 1, maxItems: 30 }),
  min_rows: Type.Optional(Type.Integer({ minimum: 0 })),
  max_rows: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
});
export type RepeatTableField = Static<typeof RepeatTableField>;

export const FormField = Type.Union([...SimpleField.anyOf, RepeatTableField]);
export type FormField = SimpleField | RepeatTableField;

/** One version of a service's form. Versions are immutable once stored; a change is a new version. */
export const FormSchema = Type.Object({
  /** The form's number in its service (X of `form{X}_{Y}`). */
  form_no: Type.Integer({ minimum: 1 }),
  fields: Type.Array(FormField, { maxItems: 300 }),
});
export type FormSchema = Static<typeof FormSchema>;

/** Values of a submission, by field id. */
export type FormValues = Record<string, unknown>;
