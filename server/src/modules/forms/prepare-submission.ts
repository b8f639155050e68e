/**
 * What a submission stores: checked by the client's own rules (contract/forms/validate.ts), then reduced to the
 * form's fields in their stored shapes. Pure: the caller fetches the form, the previous values and the region
 * lookup, and checks that chosen people exist.
 */
import sanitizeHtml from 'sanitize-html';
import { fieldAccess } from '../../../../contract/forms/field-access';
import type { RegionLookup } from '../../../../contract/forms/regions';
import type { FileRef, FormField, FormSchema, FormValues, PersonRef, RegionValue, SimpleField } from '../../../../contract/forms/schema';
import { validateSubmission, type FormProblems } from '../../../../contract/forms/validate';
import { isEmptyValue, ownValue, parseDecimal, parseInteger } from '../../../../contract/forms/values';

export type PreparedSubmission = { ok: true; values: FormValues } | { ok: false; problems: FormProblems };

// Formatting, headings, lists, tables, links and pictures; no scripts, styles or event handlers.
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'div', 'span', 'strong', 'b', 'em', 'i', 'u', 's', 'del', 'sub', 'sup', 'blockquote', 'pre', 'code',
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li',
    'table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
    'a', 'img',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    // A link opening a new tab gets no handle on this page.
    a: (tagName, attribs) => ({ tagName, attribs: attribs.target ? { ...attribs, rel: 'noopener noreferrer' } : attribs }),
  },
};

// Any origin but the portal's: a relative address resolves to this one.
const OWN_ORIGIN = 'https://portal.invalid';

/**
 * Whether a picture's address is the portal's own (a path, however a browser would read it: `//host` and `/\host`
 * are other hosts) or on one of `imageOrigins`.
 */
export function imageSourceAllowed(src: string | undefined, imageOrigins: readonly string[]): boolean {
  if (!src) return false;
  let origin: string;
  try {
    origin = new URL(src, `${OWN_ORIGIN}/`).origin;
  } catch {
    return false;
  }
  return origin === OWN_ORIGIN || imageOrigins.includes(origin);
}

/**
 * Rich text as stored. A picture from anywhere but the portal and `imageOrigins` (IMAGE_HOSTS) is dropped: it could
 * tell its owner when, and from where, an approver opened the application.
 */
export function sanitizeRichText(html: string, imageOrigins: readonly string[] = []): string {
  return sanitizeHtml(html, { ...RICH_TEXT, exclusiveFilter: (frame) => frame.tag === 'img' && !imageSourceAllowed(frame.attribs.src, imageOrigins) });
}

/** A simple field's valid, non-empty value as stored: numbers as numbers, objects reduced to their own keys. */
function storedValue(field: SimpleField, value: unknown, imageOrigins: readonly string[]): unknown {
  switch (field.type) {
    case 'RichText':
      return sanitizeRichText(value as string, imageOrigins);
    case 'PhoneNumber':
      return (value as string).trim();
    case 'Integer':
      return parseInteger(value);
    case 'Numeric':
      return parseDecimal(value)?.value;
    case 'User':
      return (value as PersonRef[]).map(({ uid, name }) => ({ uid, name }));
    case 'Attachment':
      return (value as FileRef[]).map(({ id, name, size }) => ({ id, name, size }));
    case 'CountryV2': {
      const { codes, detail } = value as RegionValue;
      return field.with_detail && detail !== undefined ? { codes: [...codes], detail } : { codes: [...codes] };
    }
    default:
      // Input and MultiInput as typed; choices and dates are strings or lists of them.
      return Array.isArray(value) ? [...value] : value;
  }
}

/** A field's value to store, or undefined for an empty one. */
function storedFieldValue(field: FormField, value: unknown, imageOrigins: readonly string[]): unknown {
  if (isEmptyValue(field, value)) return undefined;
  if (field.type !== 'RepeatTable') return storedValue(field, value, imageOrigins);
  return (value as unknown[]).map((row) => {
    const cells: FormValues = {};
    for (const column of field.columns) {
      const cell = storedFieldValue(column, ownValue(row, column.id), imageOrigins);
      if (cell !== undefined) cells[column.id] = cell;
    }
    return cells;
  });
}

/**
 * A draft's values as kept: only the fields the form (or a table row) has, rich text sanitised as a submission's is
 * (the client shows it as HTML when the draft is resumed), everything else as typed, to be checked on submit. A
 * rich-text value that is not text, or a table row that is not an object, is dropped.
 */
export function draftToKeep(fields: readonly FormField[], row: unknown, imageOrigins: readonly string[] = []): FormValues {
  const kept: FormValues = {};
  for (const field of fields) {
    const value = ownValue(row, field.id);
    if (value === undefined) continue;
    if (field.type === 'RichText') {
      if (typeof value === 'string') kept[field.id] = sanitizeRichText(value, imageOrigins);
    } else if (field.type === 'RepeatTable') {
      if (Array.isArray(value)) kept[field.id] = value.filter((cells) => cells && typeof cells === 'object' && !Array.isArray(cells)).map((cells) => draftToKeep(field.columns, cells, imageOrigins));
    } else {
      kept[field.id] = value;
    }
  }
  return kept;
}

/**
 * Checks a submission made at `node` and, when it passes, the values to store: the node's editable fields from the
 * input, the others kept from `previous` (absent without one), keys the form does not have dropped. The verdict is
 * the validator's alone: values are sanitised only after they pass, keeping pictures of `imageOrigins` besides ours.
 */
export function prepareSubmission(
  schema: FormSchema,
  values: unknown,
  options: { node: string; previous?: FormValues; regions: RegionLookup; imageOrigins?: readonly string[] },
): PreparedSubmission {
  const problems = validateSubmission(schema, values, { node: options.node, regions: options.regions });
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  const stored: FormValues = {};
  for (const field of schema.fields) {
    const editable = fieldAccess(field, options.node) === 'edit';
    const value = editable ? storedFieldValue(field, ownValue(values, field.id), options.imageOrigins ?? []) : ownValue(options.previous, field.id);
    if (value !== undefined) stored[field.id] = value;
  }
  return { ok: true, values: stored };
}
