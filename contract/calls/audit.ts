/** The audit trail of sign-ins and account changes, for administrators (README "Audit log"). */
import { Type, type Static } from '@sinclair/typebox';
import { defineCalls } from '../call';
import { OneOf, PageOf, Paging, Payload } from '../schemas';

/** What the trail records. */
export const AUDIT_EVENTS = [
  'sign_in', 'sign_out', 'password_change', 'phone_change', 'email_change', 'totp_enrol', 'identity_switch', 'grant_use',
  'account_register', 'password_reset',
] as const;
export type AuditEventName = (typeof AUDIT_EVENTS)[number];

export const AuditEvent = Type.Object({
  id: Type.String(),
  at: Type.String({ description: 'YYYY-MM-DD HH:mm:ss, campus time' }),
  event: OneOf(AUDIT_EVENTS),
  outcome: OneOf(['success', 'failure'] as const),
  uid: Type.String({ description: 'the account acted on; empty for a sign-in under an unknown name' }),
  user_name: Type.String(),
  actor_uid: Type.String({ description: 'who acted, when acting for the account; else empty' }),
  account: Type.String({ description: 'the sign-in name given' }),
  method: Type.String({ description: 'how: password, cas, totp …' }),
  reason: Type.String({ description: 'why it failed, as a domain error code; else empty' }),
  ip: Type.String(),
  user_agent: Type.String(),
});
export type AuditEvent = Static<typeof AuditEvent>;

export const auditCalls = defineCalls('audit', {
  getAuditLog: {
    method: 'GET',
    access: 'admin',
    summary: 'The audit trail, newest first, filtered by account, event and outcome. Nothing in it can be changed or deleted.',
    payload: Payload({
      ...Paging,
      uid: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
      event: Type.Optional(OneOf(AUDIT_EVENTS)),
      outcome: Type.Optional(OneOf(['success', 'failure'] as const)),
    }),
    result: PageOf(AuditEvent),
  },
});
