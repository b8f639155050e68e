/** The user's account: identities, grants, contact details, password (spec §3 User info/Granted-user, §4, §5, §7). */
import { Type, type Static } from '@sinclair/typebox';
import { apiPath, defineCall } from '../call';
import { Payload } from '../schemas';
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
const Uid = Type.String({ minLength: 1, maxLength: 64 });

export const accountCalls = {
  getUserWebShow: defineCall({
    name: 'getUserWebShow',
    method: 'GET',
    path: apiPath('account', 'getUserWebShow'),
    area: 'account',
    access: 'user',
    summary: 'Keys of the pages and entries the user may see.',
    payload: Payload({}),
    result: Type.Array(Type.String()),
  }),
  getLoginConfig: defineCall({
    name: 'getLoginConfig',
    method: 'GET',
    path: apiPath('account', 'getLoginConfig'),
    area: 'account',
    access: 'public',
    summary: 'Which sign-in methods are offered (password, CAS, messaging app) and whether off-campus registration is open.',
    payload: Payload({}),
    result: Type.Object({
      login_type: Type.String(),
      cas_enabled: Type.Boolean(),
      wechat_enabled: Type.Boolean(),
      register_enabled: Type.Boolean(),
    }),
  }),
  systemUpYear: defineCall({
    name: 'systemUpYear',
    method: 'GET',
    path: apiPath('account', 'systemUpYear'),
    area: 'account',
    access: 'public',
    summary: 'The year the system went live (lower bound of year filters).',
    payload: Payload({}),
    result: Type.Object({ year: Type.Integer() }),
  }),
  getGrantMeLists: defineCall({
    name: 'getGrantMeLists',
    method: 'GET',
    path: apiPath('account', 'getGrantMeLists'),
    area: 'account',
    access: 'user',
    summary: 'Accounts that granted the user the right to act for them.',
    payload: Payload({}),
    result: Type.Array(GrantedUser),
  }),
  getIdentitys: defineCall({
    name: 'getIdentitys',
    method: 'GET',
    path: apiPath('account', 'getIdentitys'),
    area: 'account',
    access: 'user',
    summary: "The user's identities (e.g. student and staff).",
    payload: Payload({}),
    result: Type.Array(Identity),
  }),
  changeUserLogin: defineCall({
    name: 'changeUserLogin',
    method: 'GET',
    path: apiPath('account', 'changeUserLogin'),
    area: 'account',
    access: 'user',
    summary: 'Switches the session to a granting account.',
    payload: Payload({ to_uid: Uid }),
    result: Type.Object({ uid: Type.String() }),
  }),
  setIdentity: defineCall({
    name: 'setIdentity',
    method: 'POST',
    path: apiPath('account', 'setIdentity'),
    area: 'account',
    access: 'user',
    summary: 'Switches the session to another identity of the same person.',
    payload: Payload({ uid: Uid }),
    result: Type.Object({ uid: Type.String() }),
  }),
  validate_code: defineCall({
    name: 'validate_code',
    method: 'POST',
    path: apiPath('account', 'validate_code'),
    area: 'account',
    access: 'user',
    summary: 'Sends a verification code by SMS.',
    payload: Payload({ mobile: Mobile, template: Type.Literal('editcode'), args: Type.Optional(Type.String({ maxLength: 20 })) }),
    result: Type.Object({ expires_in: Type.Integer() }),
  }),
  getEmailCode: defineCall({
    name: 'getEmailCode',
    method: 'POST',
    path: apiPath('account', 'getEmailCode'),
    area: 'account',
    access: 'user',
    summary: 'Sends a verification code by email.',
    payload: Payload({ email: Email, template: Type.Literal('editcode'), args: Type.Optional(Type.String({ maxLength: 20 })) }),
    result: Type.Object({ expires_in: Type.Integer() }),
  }),
  update_mobile: defineCall({
    name: 'update_mobile',
    method: 'POST',
    path: apiPath('account', 'update_mobile'),
    area: 'account',
    access: 'user',
    summary: "Changes the user's mobile number after checking the code sent to it.",
    payload: Payload({ mobile: Mobile, code: Code }),
    result: Type.Object({ mobile: Type.String({ description: 'masked' }) }),
  }),
  setEmail: defineCall({
    name: 'setEmail',
    method: 'POST',
    path: apiPath('account', 'setEmail'),
    area: 'account',
    access: 'user',
    summary: "Changes the user's email after checking the code sent to it.",
    payload: Payload({ email: Email, code: Code }),
    result: Type.Object({ email: Type.String({ description: 'masked' }) }),
  }),
  validate_pass: defineCall({
    name: 'validate_pass',
    method: 'POST',
    path: apiPath('account', 'validate_pass'),
    area: 'account',
    access: 'user',
    summary: "Checks the user's current password (old-password field, on blur).",
    payload: Payload({ password: Type.String({ minLength: 1, maxLength: 128 }) }),
    result: Type.Object({ valid: Type.Boolean() }),
  }),
  repassword: defineCall({
    name: 'repassword',
    method: 'POST',
    path: apiPath('account', 'repassword'),
    area: 'account',
    access: 'user',
    summary: 'Changes the password; every session of the user ends.',
    payload: Payload({
      password: Type.String({ minLength: 1, maxLength: 128 }),
      'new-password': Type.String({ minLength: 8, maxLength: 128 }),
    }),
    result: Type.Object({}),
  }),
  getUserCode: defineCall({
    name: 'getUserCode',
    method: 'GET',
    path: apiPath('account', 'getUserCode'),
    area: 'account',
    access: 'user',
    summary: 'A one-time code that signs the same user into the mini-program.',
    payload: Payload({}),
    result: Type.String(),
  }),
};
