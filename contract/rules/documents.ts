/**
 * Official documents (公文协同): what client and server agree on beside the calls — a document's urgency, secrecy
 * and statuses, the tabs of 我的公文, the steps a body version is kept at, and the document number an office's rule
 * makes (示范大学〔2026〕12号), which 发文管理 previews and the server assigns when it issues.
 */

/** 平件, 加急, 特急. */
export const URGENCIES = ['normal', 'urgent', 'very_urgent'] as const;
export type Urgency = (typeof URGENCIES)[number];

/** 公开, 内部, 秘密. */
export const SECRECY_LEVELS = ['public', 'internal', 'secret'] as const;
export type Secrecy = (typeof SECRECY_LEVELS)[number];

/**
 * A dispatch's life: a draft of its office; in review on the workflow runtime (the office head's check, the other
 * offices' countersign, the leader's sign-off); returned to its drafter by a reviewer; issued with its number and
 * sealed; archived in its year once its office has done with it.
 */
export const DOCUMENT_STATUSES = ['draft', 'reviewing', 'returned', 'issued', 'archived'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** 我的公文: to handle (drafts, returned ones, review tasks), to sign for (as a department's clerk), to read, sent. */
export const MY_DOCUMENT_TABS = ['todo', 'signFor', 'read', 'sent'] as const;
export type MyDocumentTab = (typeof MY_DOCUMENT_TABS)[number];

/** Where a body version was kept: drafted (each submission), or changed by a reviewer at their step. */
export const VERSION_STEPS = ['draft', 'review', 'countersign', 'signoff'] as const;
export type VersionStep = (typeof VERSION_STEPS)[number];

/** How a reader came to a document: their department's clerk forwarded it, or someone circulated it to them (传阅). */
export const READER_VIAS = ['forward', 'circulation'] as const;
export type ReaderVia = (typeof READER_VIAS)[number];

/** Everything the trail records, in the order a document usually meets them. */
export const TRAIL_ACTIONS = [
  'draft', 'submit', 'approve', 'return', 'edit', 'issue', 'notice', 'signFor', 'forward', 'read', 'circulate', 'opinion', 'remind', 'archive',
] as const;
export type TrailAction = (typeof TRAIL_ACTIONS)[number];

// ── document numbers ───────────────────────────────────────────────────────────

/** The number rule a new office starts with: the campus's short name, the year in 〔〕 and the sequence. */
export const DEFAULT_NUMBER_PATTERN = '{org}〔{year}〕{n}号';
export const NUMBER_PATTERN_MAX = 60;

/**
 * A rule holds {n} once (the sequence; {n:3} pads it to three digits) and may hold {year} and {org} (the office's
 * short name). Anything else between braces is a mistake, refused with the part it does not know.
 */
export function numberPatternProblem(pattern: string): string | null {
  const text = pattern.trim();
  if (!text) return 'empty';
  if (text.length > NUMBER_PATTERN_MAX) return 'tooLong';
  const parts = [...text.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1]);
  const unknown = parts.find((p) => !/^(n(:[1-6])?|year|org)$/.test(p));
  if (unknown !== undefined) return `unknown:${unknown}`;
  const sequences = parts.filter((p) => p.startsWith('n')).length;
  if (sequences !== 1) return sequences === 0 ? 'noSequence' : 'manySequences';
  if (/[{}]/.test(text.replace(/\{[^{}]*\}/g, ''))) return 'braces';
  return null;
}

/** The number `seq` of `year` under the rule, e.g. formatDocumentNumber('{org}〔{year}〕{n}号', '示范大学', 2026, 12). */
export function formatDocumentNumber(pattern: string, org: string, year: number, seq: number): string {
  return pattern.trim().replace(/\{(n(?::([1-6]))?|year|org)\}/g, (_whole, part: string, pad?: string) => {
    if (part === 'year') return String(year);
    if (part === 'org') return org;
    return pad ? String(seq).padStart(Number(pad), '0') : String(seq);
  });
}
