/**
 * What may be uploaded (spec §7 upload, §9 limits): a list of kinds allowed by extension, each with the content
 * types its bytes may show (as the server's content sniffer names them), and programs refused whatever their name.
 * The client offers these extensions in its picker; the server reads the content before it keeps a file.
 */

/**
 * Where a file is meant to go: a form's attachment field, the images of a feedback, or a picture the portal shows to
 * everyone (banners, pictures in notices), which only administrators upload.
 */
export const UPLOAD_CATEGORIES = ['form', 'feedback', 'public'] as const;
export type UploadCategory = (typeof UPLOAD_CATEGORIES)[number];

const MB = 1024 * 1024;

/** Content types each extension may hold; 'text' has no signature and must not look binary. */
const KINDS: Record<string, readonly string[] | 'text'> = {
  pdf: ['pdf'],
  jpg: ['jpg'],
  jpeg: ['jpg'],
  png: ['png'],
  gif: ['gif'],
  webp: ['webp'],
  bmp: ['bmp'],
  // The Office 97–2003 formats share one container; the newer ones are zip packages (some tools' files read as a plain zip).
  doc: ['cfb'],
  xls: ['cfb'],
  ppt: ['cfb'],
  docx: ['docx', 'zip'],
  xlsx: ['xlsx', 'zip'],
  pptx: ['pptx', 'zip'],
  // Chinese electronic invoices and documents (GB/T 33190) are zip packages.
  ofd: ['zip'],
  zip: ['zip'],
  rar: ['rar'],
  '7z': ['7z'],
  txt: 'text',
  csv: 'text',
};

const IMAGES = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'bmp'];

/** Extensions each category takes, and its own size cap (the server's global cap applies too). */
export const UPLOAD_RULES: Record<UploadCategory, { extensions: readonly string[]; maxBytes?: number }> = {
  form: { extensions: Object.keys(KINDS) },
  feedback: { extensions: IMAGES, maxBytes: 10 * MB },
  public: { extensions: IMAGES, maxBytes: 5 * MB },
};

/** Content types of programs and installers: refused under any name. */
const PROGRAMS = new Set(['exe', 'elf', 'macho', 'class', 'dex', 'jar', 'apk', 'msi', 'deb', 'rpm', 'dmg', 'cab', 'swf', 'wasm', 'lnk']);

/**
 * The extensions an upload may have: the category's, narrowed to a form field's `accept` list when it has one
 * (an extension this list does not know cannot be uploaded, whatever the field says).
 */
export function allowedExtensions(category: UploadCategory, accept?: readonly string[]): string[] {
  const own = UPLOAD_RULES[category].extensions;
  return accept?.length ? own.filter((ext) => accept.includes(ext)) : [...own];
}

/** The smallest of the limits that apply, in bytes. */
export function uploadLimit(globalMaxBytes: number, category: UploadCategory, fieldMaxBytes?: number): number {
  return Math.min(globalMaxBytes, UPLOAD_RULES[category].maxBytes ?? Infinity, fieldMaxBytes ?? Infinity);
}

export type ContentVerdict = 'ok' | 'program' | 'typeNotAllowed' | 'typeMismatch';

/**
 * Whether a file's content fits its extension: `detected` is what the content sniffer found (undefined when the
 * bytes have no known signature), `binary` whether the first bytes hold a NUL (text never does).
 */
export function contentVerdict(input: { ext: string; allowed: readonly string[]; detected?: string; binary: boolean }): ContentVerdict {
  if (input.detected && PROGRAMS.has(input.detected)) return 'program';
  if (!input.allowed.includes(input.ext)) return 'typeNotAllowed';
  const kinds = KINDS[input.ext];
  if (kinds === 'text') return input.detected === undefined && !input.binary ? 'ok' : 'typeMismatch';
  return input.detected !== undefined && kinds?.includes(input.detected) ? 'ok' : 'typeMismatch';
}
