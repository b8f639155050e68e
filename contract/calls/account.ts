/** The user's account: identities, grants, contact details, password (spec §3 User info/Granted-user, §4, §5, §7). */
import { Type, type Static } from '@sinclair/typebox';
import { defineCalls } from '../call';
import { Id, ObjectId, OneOf, Payload } from '../schemas';
import { EMAIL_PATTERN, MOBILE_PATTERN } from '../rules/validation';

export const GrantedUser = Type.Object({
  uid: Type.String(),
  name: Type.String(),
  number: Type.String(),
  end_date: Type.String({ description: 'YYYY-MM-DD, the last day the grant is valid' }),
  app_names: Type.Array(Type.String(), { description: 'the services the grant is limited to; empty for all' }),
});
export type GrantedUser = Static<typeof GrantedUser>;

export const Identity = Type.Object({
  uid: Type.String(),
  identity_name: Type.String(),
  number: Type.String(),
  college: Type.String(),
  identity_type: OneOf(['staff', 'student', 'other'] as const),
  isCurrent: Type.Integer({ description: '1 for the identity in use; exactly one identity has it' }),
});
export type Identity = Static<typeof Identity>;

/** A grant the user made: who may act for them, until when, for which services. */
export const MyGrant = Type.Object({
  id: Type.String(),
  grantee: Type.Object({ uid: Type.String(), name: Type.String(), number: Type.String() }),
  start_date: Type.String({ description: 'YYYY-MM-DD' }),
  end_date: Type.String({ description: 'YYYY-MM-DD, inclusive' }),
  app_ids: Type.Array(Type.Integer(), { description: 'empty for every service' }),
  app_names: Type.Array(Type.String()),
  status: OneOf(['active', 'pending', 'expired', 'revoked'] as const, 'pending: starts later'),
});
export type MyGrant = Static<typeof MyGrant>;
const DateOnly = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', description: 'YYYY-MM-DD (campus time)' });

const Mobile = Type.String({ pattern: MOBILE_PATTERN.source, description: '11 digits, 1 then 3-9' });
const Email = Type.String({ pattern: EMAIL_PATTERN.source, maxLength: 254 });
const Code = Type.String({ pattern: '^[0-9]{6}$', description: 'the six digits sent' });
/**
 * What a verification code is for: `editcode` binds a new phone or email of the signed-in user (spec §7);
 * `register` and `reset` are the signed-out off-campus sign-up and password reset (spec §6).
 */
export const CODE_TEMPLATES = ['editcode', 'register', 'reset'] as const;
export type CodeTemplate = (typeof CODE_TEMPLATES)[number];
/** A verification code request: the template and its optional argument (the product name shown in the message). */
const CodeTemplate = { template: OneOf(CODE_TEMPLATES), args: Type.Optional(Type.String({ maxLength: 20 })) };
const CodeSent = Type.Object({
  expires_in: Type.Integer({ description: 'seconds the code stays valid' }),
  resend_in: Type.Integer({ description: 'seconds before another code may be sent to this number or address' }),
});
/**
 * Where an off-campus account receives its codes and signs in: account_type names which of mobile and email is
 * given (the other is ignored); a missing one is refused with the spec's 请输入手机号 / 请输入邮箱.
 */
const ContactAccountFields = () => ({
  account_type: OneOf(['mobile', 'email'] as const),
  mobile: Type.Optional(Mobile),
  email: Type.Optional(Email),
});
const NewPassword = Type.String({ minLength: 1, maxLength: 128, description: 'trimmed; spec §5 rule: at least 8 with a digit, an upper and a lower case letter' });
/** The user id the session now acts as. */
const SessionUid = Type.Object({ uid: Type.String() });

export const accountCalls = defineCalls('account', {
  getUserWebShow: {
    method: 'GET',
    access: 'user',
    summary: 'Keys of the pages and entries the user may see.',
    payload: Payload({}),
    result: Type.Array(Type.String()),
  },
  getLoginConfig: {
    method: 'GET',
    access: 'public',
    summary: 'Which sign-in methods are offered (password, CAS, messaging app) and whether off-campus registration is open.',
    payload: Payload({}),
    result: Type.Object({
      login_type: OneOf(['cas', 'password'] as const, 'the campus sign-in: CAS when it is configured, else the password form'),
      cas_enabled: Type.Boolean(),
      cas_login_url: Type.String({ description: 'the campus sign-in frame to send the browser to, with redirect_url; empty without CAS' }),
      wechat_enabled: Type.Boolean(),
      register_enabled: Type.Boolean(),
    }),
  },
  systemUpYear: {
    method: 'GET',
    access: 'public',
    summary: 'The year the system went live and the current campus year: the range of year filters (y) and of the footer copyright.',
    payload: Payload({}),
    result: Type.Object({
      year: Type.Integer({ description: 'the year the system went live' }),
      current_year: Type.Integer({ description: 'this year in campus time (Asia/Shanghai), not the device clock' }),
    }),
  },
  getGrantMeLists: {
    method: 'GET',
    access: 'user',
    summary: 'Accounts that granted the user (the real person, also while acting) the right to act for them, valid today.',
    payload: Payload({}),
    result: Type.Array(GrantedUser),
  },
  getIdentitys: {
    method: 'GET',
    access: 'user',
    summary: "The user's identities (e.g. student and staff).",
    payload: Payload({}),
    result: Type.Array(Identity),
  },
  changeUserLogin: {
    method: 'GET',
    changesState: 'same-site',
    access: 'user',
    handlesActing: true,
    summary:
      "Switches the session to act as a granting account (a valid grant to the real person is required), or back to the real person's own account when to_uid is theirs. While acting, every call is checked against the grant and recorded with both names; a revoked or expired grant returns the session to the real person at the next call.",
    payload: Payload({ to_uid: ObjectId }),
    result: SessionUid,
  },
  setIdentity: {
    method: 'POST',
    access: 'user',
    personal: true,
    summary: 'Switches the session to another identity of the same person; that identity becomes the current one (exactly one is) and the one later sign-ins open.',
    payload: Payload({ uid: ObjectId }),
    result: SessionUid,
  },
  getMyGrants: {
    method: 'GET',
    access: 'user',
    personal: true,
    summary: 'The grants the user made to others (user centre), newest first, revoked and expired ones included.',
    payload: Payload({}),
    result: Type.Array(MyGrant),
  },
  addGrant: {
    method: 'POST',
    access: 'user',
    personal: true,
    summary: 'Lets another user act for the caller from start_date to end_date (inclusive, at most a year), optionally only for some services.',
    payload: Payload({
      grantee_uid: ObjectId,
      start_date: DateOnly,
      end_date: DateOnly,
      app_ids: Type.Optional(Type.Array(Id(), { maxItems: 100 })),
    }),
    result: MyGrant,
  },
  revokeGrant: {
    method: 'POST',
    access: 'user',
    personal: true,
    summary: 'Ends a grant the caller made, at once: whoever acts under it is returned to their own account at their next call.',
    payload: Payload({ id: ObjectId }),
    result: Type.Object({}),
  },
  validate_code: {
    method: 'POST',
    okText: 'codeSent',
    // Optional, not public: editcode needs the caller (and their password confirmed by validate_pass in the last 10
    // minutes); register and reset are for people signed out.
    access: 'optional',
    personal: true,
    summary:
      'Sends a six-digit verification code by SMS: editcode (signed in) for a new bound phone, register for an unregistered number, reset for a registered one. One code per number and template at a time, valid 10 minutes and once; another only after 60 s (请勿多次发送); hourly limits per number and per address.',
    payload: Payload({ mobile: Mobile, ...CodeTemplate }),
    result: CodeSent,
  },
  getEmailCode: {
    method: 'POST',
    okText: 'codeSent',
    access: 'optional',
    personal: true,
    summary: 'Sends a six-digit verification code by email, with the same templates and limits as validate_code.',
    payload: Payload({ email: Email, ...CodeTemplate }),
    result: CodeSent,
  },
  update_mobile: {
    method: 'POST',
    okText: 'changed',
    access: 'user',
    personal: true,
    summary: "Changes the user's mobile number after checking the code sent to it.",
    payload: Payload({ mobile: Mobile, code: Code }),
    result: Type.Object({ mobile: Type.String({ description: 'masked' }) }),
  },
  setEmail: {
    method: 'POST',
    okText: 'changed',
    access: 'user',
    personal: true,
    summary: "Changes the user's email after checking the code sent to it.",
    payload: Payload({ email: Email, code: Code }),
    result: Type.Object({ email: Type.String({ description: 'masked' }) }),
  },
  validate_pass: {
    method: 'POST',
    access: 'user',
    personal: true,
    summary: "Checks the user's current password (old-password field, on blur).",
    payload: Payload({ password: Type.String({ minLength: 1, maxLength: 128 }) }),
    result: Type.Object({ valid: Type.Boolean() }),
  },
  repassword: {
    method: 'POST',
    okText: 'passwordChanged',
    access: 'user',
    personal: true,
    summary: 'Changes the password; every session of the user ends, this one included.',
    payload: Payload({
      password: Type.String({ minLength: 1, maxLength: 128 }),
      'new-password': NewPassword,
    }),
    result: Type.Object({}),
  },
  getAccountInfo: {
    method: 'GET',
    access: 'user',
    summary: "The signed-in user's sign-in details for the personal centre: bound phone and email (masked), whether a password is set, and the account's source.",
    payload: Payload({}),
    result: Type.Object({
      number: Type.String(),
      mobile: Type.String({ description: 'masked, e.g. 138****5678; empty when none is bound' }),
      email: Type.String({ description: 'masked, e.g. z***@example.com; empty when none is bound' }),
      has_password: Type.Boolean(),
      source_type: Type.Integer({ description: 'spec §3: 0 unknown, 1 registered, 2 added by admin, 3 script import' }),
    }),
  },
  registerAccount: {
    method: 'POST',
    access: 'public',
    summary:
      'Off-campus sign-up (spec §6) with a register code sent to the mobile number or email, which becomes the sign-in name. Creates a registered (source type 1) account of identity other; the user then signs in with the password.',
    payload: Payload({
      ...ContactAccountFields(),
      code: Code,
      name: Type.String({ minLength: 1, maxLength: 30 }),
      password: NewPassword,
    }),
    result: Type.Object({ number: Type.String({ description: 'the sign-in name: the mobile number or email' }) }),
  },
  resetPassword: {
    method: 'POST',
    access: 'public',
    summary: 'Sets a new password for a forgotten one, with a reset code sent to the bound mobile number or email; every session of the account ends.',
    payload: Payload({ ...ContactAccountFields(), code: Code, 'new-password': NewPassword }),
    result: Type.Object({}),
  },
  getUserCode: {
    method: 'GET',
    changesState: 'same-site',
    access: 'user',
    personal: true,
    summary:
      "A one-time code (5 minutes) that tells the service's own mini-program or site who the signed-in user is: bound to this user and to the service's registered client, which redeems it server-to-server at /open/token/get.",
    payload: Payload({ app_id: Id() }),
    result: Type.String(),
  },
});
