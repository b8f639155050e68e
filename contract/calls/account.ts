/** The user's account: identities, grants, contact details, password (spec §3 User info/Granted-user, §4, §5, §7). */
import { Type, type Static } from '@sinclair/typebox';
import { defineCalls } from '../call';
import { Int, ObjectId, OneOf, Payload } from '../schemas';
import { EMAIL_PATTERN, MOBILE_PATTERN } from '../rules/validation';

export const GrantedUser = Type.Object({ uid: Type.String(), name: Type.String(), number: Type.String() });
export type GrantedUser = Static<typeof GrantedUser>;

export const Identity = Type.Object({
  uid: Type.String(),
  identity_name: Type.String(),
  number: Type.String(),
  college: Type.String(),
  isCurrent: Type.Integer({ description: '1 for the identity in use' }),
});
export type Identity = Static<typeof Identity>;

const Mobile = Type.String({ pattern: MOBILE_PATTERN.source, description: '11 digits, 1 then 3-9' });
const Email = Type.String({ pattern: EMAIL_PATTERN.source, maxLength: 254 });
const Code = Type.String({ minLength: 4, maxLength: 8, pattern: '^[0-9]+$' });
/** A verification code request: the spec's template and its optional arguments. */
const CodeTemplate = { template: Type.Literal('editcode'), args: Type.Optional(Type.String({ maxLength: 20 })) };
const CodeSent = Type.Object({ expires_in: Type.Integer() });
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
    summary: 'Accounts that granted the user the right to act for them.',
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
    access: 'user',
    summary: 'Switches the session to a granting account.',
    payload: Payload({ to_uid: ObjectId }),
    result: SessionUid,
  },
  setIdentity: {
    method: 'POST',
    access: 'user',
    summary: 'Switches the session to another identity of the same person.',
    payload: Payload({ uid: ObjectId }),
    result: SessionUid,
  },
  validate_code: {
    method: 'POST',
    access: 'user',
    summary: 'Sends a verification code by SMS.',
    payload: Payload({ mobile: Mobile, ...CodeTemplate }),
    result: CodeSent,
  },
  getEmailCode: {
    method: 'POST',
    access: 'user',
    summary: 'Sends a verification code by email.',
    payload: Payload({ email: Email, ...CodeTemplate }),
    result: CodeSent,
  },
  update_mobile: {
    method: 'POST',
    access: 'user',
    summary: "Changes the user's mobile number after checking the code sent to it.",
    payload: Payload({ mobile: Mobile, code: Code }),
    result: Type.Object({ mobile: Type.String({ description: 'masked' }) }),
  },
  setEmail: {
    method: 'POST',
    access: 'user',
    summary: "Changes the user's email after checking the code sent to it.",
    payload: Payload({ email: Email, code: Code }),
    result: Type.Object({ email: Type.String({ description: 'masked' }) }),
  },
  validate_pass: {
    method: 'POST',
    access: 'user',
    summary: "Checks the user's current password (old-password field, on blur).",
    payload: Payload({ password: Type.String({ minLength: 1, maxLength: 128 }) }),
    result: Type.Object({ valid: Type.Boolean() }),
  },
  repassword: {
    method: 'POST',
    access: 'user',
    summary: 'Changes the password; every session of the user ends.',
    payload: Payload({
      password: Type.String({ minLength: 1, maxLength: 128 }),
      'new-password': Type.String({ minLength: 8, maxLength: 128 }),
    }),
    result: Type.Object({}),
  },
  getUserCode: {
    method: 'GET',
    access: 'user',
    summary:
      "A one-time code (5 minutes) that tells the service's own mini-program or site who the signed-in user is: bound to this user and to the service's registered client, which redeems it server-to-server at /open/token/get.",
    payload: Payload({ app_id: Int({ minimum: 1 }) }),
    result: Type.String(),
  },
});
