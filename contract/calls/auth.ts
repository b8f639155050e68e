/** Sign-in, session, permissions and the current user (spec §4 Session, §5 Permission integrity, §7). */
import { Type, type Static } from '@sinclair/typebox';
import { defineCalls } from '../call';
import { OneOf, Payload, UserInfo } from '../schemas';

export const AuthRecord = Type.Object({
  permits: Type.Array(Type.String()),
  web_permits: Type.Array(Type.String()),
  issuper: Type.Integer({ description: '1 for a super user' }),
  /** Integrity values: random is the checksum of the record (spec §5), oldnum the server's nonce. */
  random: Type.String(),
  oldnum: Type.String(),
});
export type AuthRecord = Static<typeof AuthRecord>;

export const authCalls = defineCalls('auth', {
  login: {
    method: 'POST',
    path: '/api/login/main',
    access: 'public',
    summary: 'Off-campus password login; sets the session cookie and the user id cookie.',
    payload: Payload({
      username: Type.String({ minLength: 1, maxLength: 64, description: 'account, mobile number or email' }),
      password: Type.String({ minLength: 1, maxLength: 128 }),
    }),
    result: Type.Object({ uid: Type.String(), name: Type.String() }),
  },
  logout: {
    // A POST, not the spec's GET: a link or image on another site must not be able to sign a user out.
    method: 'POST',
    access: 'optional',
    summary: 'Ends the session; d.isCas tells whether to continue to the CAS logout.',
    payload: Payload({}),
    result: Type.Object({ isCas: Type.Boolean(), logout_url: Type.String() }),
  },
  getAllAuth: {
    method: 'GET',
    path: '/site/user/auth',
    access: 'user',
    summary: "The user's permission record with its integrity values.",
    payload: Payload({ random: Type.Optional(Type.String({ maxLength: 20, description: 'timestamp, cache buster' })) }),
    result: AuthRecord,
  },
  getUserName: {
    method: 'GET',
    path: '/site/user/get-name',
    access: 'user',
    summary: 'The signed-in user.',
    payload: Payload({}),
    result: UserInfo,
  },
  checkCasLogin: {
    method: 'GET',
    path: '/api/login/check-cas-login',
    access: 'public',
    summary: 'Completes a CAS sign-in: validates the ticket with the CAS server and opens a session.',
    payload: Payload({ ticket: Type.String({ minLength: 1, maxLength: 512 }), redirect_url: Type.Optional(Type.String({ maxLength: 1000 })) }),
    result: Type.Object({ uid: Type.String(), name: Type.String() }),
  },
  idiomCode: {
    method: 'GET',
    path: '/site/login/idiom-code',
    access: 'public',
    summary: 'A picture challenge shown after repeated failed sign-ins.',
    payload: Payload({}),
    result: Type.Object({ key: Type.String(), image: Type.String({ description: 'data URL' }) }),
  },
  openTokenGet: {
    method: 'POST',
    path: '/open/token/get',
    access: 'public',
    summary:
      "Redeems a getUserCode code, server-to-server: the third-party client's appid and secret, and the code. Answers the user's number, name and identity, once; a code used before, expired, or issued for another client is refused.",
    payload: Payload({
      appid: Type.String({ minLength: 1, maxLength: 64 }),
      secret: Type.String({ minLength: 1, maxLength: 128 }),
      code: Type.String({ minLength: 1, maxLength: 128 }),
    }),
    result: Type.Object({
      number: Type.String(),
      name: Type.String(),
      identity: OneOf(['staff', 'student', 'other'] as const),
    }),
  },
});
