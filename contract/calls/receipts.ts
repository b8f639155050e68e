/**
 * Printed records and verifiable receipts. An application's participants download its record
 * as a PDF; the PDF carries a receipt: a short code and a QR code whose address holds the signed receipt itself
 * (`r`). Anyone, signed in or not, checks either at /matter/verify (spec §9: default PDF button text "download PDF").
 */
import { Type, type Static } from '@sinclair/typebox';
import { defineCalls } from '../call';
import { AgentParams, ObjectId, OneOf } from '../schemas';

/** A short code as printed (XXXX-XXXX-XXXX) or typed: any case, with or without the dashes. */
const ReceiptCode = Type.String({ pattern: '^[0-9A-Za-z]{4}[- ]?[0-9A-Za-z]{4}[- ]?[0-9A-Za-z]{4}$', description: 'the short code, e.g. 7K3M-Q9XT-2B4F' });
/** base64url(content) '.' base64url(signature): what the printed QR code carries. */
const ReceiptToken = Type.String({ pattern: '^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$', maxLength: 4000, description: 'the signed receipt from the QR code' });

/** An application's statuses (spec §4). */
const STATUSES = [0, 1, 2, 4] as const;

export const ReceiptCheck = Type.Object({
  valid: OneOf([0, 1] as const, '1 when the receipt is one the server signed'),
  reason: Type.String({ description: "why it is not valid, in the reader's language; empty when valid" }),
  app_name: Type.String(),
  applicant: Type.String({ description: 'the applicant’s name, masked (张*明, 李*, J***)' }),
  status: OneOf(STATUSES, 'instance status as the receipt says (spec §4)'),
  status_text: Type.String({ description: "the status in the reader's language" }),
  finished: Type.String({ description: 'YYYY-MM-DD, or empty while not finished' }),
  issued: Type.String({ description: 'when the receipt was made, YYYY-MM-DD HH:mm:ss campus time' }),
  code: Type.String({ description: 'the short code, XXXX-XXXX-XXXX' }),
  current: OneOf([0, 1] as const, '1 when the application still reads as the receipt says'),
  current_status: Type.Union([OneOf(STATUSES), Type.Null()], { description: "the application's status today (withdrawn since, say); null when not valid or the application is gone" }),
  current_status_text: Type.String({ description: "that status in the reader's language; empty with it null" }),
});
export type ReceiptCheck = Static<typeof ReceiptCheck>;

export const receiptsCalls = defineCalls('receipts', {
  getMatterPdf: {
    method: 'GET',
    access: 'user',
    summary:
      "Streams an application's record as a PDF (not enveloped on success) to its participants: header, " +
      'every field the caller may see, the approval history, the process with its current step, and a receipt (short code, ' +
      'with a QR code of its verify address; header X-Receipt-Code). Anyone else, and a missing application, gets e = 403.',
    owns: { inst_id: 'instance' },
    payload: Type.Object({
      inst_id: ObjectId,
      // A download is a link, which cannot send the portal's language as Accept-Language the way its calls do.
      lang: Type.Optional(OneOf(['zh', 'en'] as const, "the language to print in, the reader's choice in the portal; default Accept-Language's")),
      ...AgentParams,
    }),
    result: Type.Null(),
  },
  verifyReceipt: {
    method: 'GET',
    access: 'public',
    summary:
      'Checks a receipt by its short code or its signed token (one of them): whether the server signed it, what it says ' +
      '(the applicant masked), and whether the application still reads the same today.',
    payload: Type.Object(
      { code: Type.Optional(ReceiptCode), r: Type.Optional(ReceiptToken), ...AgentParams },
      { anyOf: [{ required: ['code'] }, { required: ['r'] }] },
    ),
    result: ReceiptCheck,
  },
});
