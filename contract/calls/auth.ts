/** Sign-in, session, permissions and the current user (spec §4 Session, §5 Permission integrity, §7). */
import { Type, type Static } from '@sinclair/typebox';
import { defineCalls } from '../call';
import { REDIRECT_MAX_LENGTH } from '../rules/redirect';
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

const RedirectUrl = Type.String({ maxLength: REDIRECT_MAX_LENGTH, description: 'a path of this portal or an address on an allowed origin' });

export const authCalls = defineCalls('auth', {
  login: {
    method: 'POST',
    path: '/api/login/main',
    access: 'public',
    summary: 'Off-campus password login; sets the session cookie and the user id cookie.',
    payload: Payload({
      username: Type.String({ minLength: 1, maxLength: 64, description: 'account, mobile number or email' }),
      password: Type.String({ minLength: 1, maxLength: 128 }),
      idiom_key: Type.Optional(Type.String({ maxLength: 64, description: 'the key of the idiom challenge shown (idiomCode)' })),
      idiom_answer: Type.Optional(Type.String({ maxLength: 16, description: 'the idiom typed, its four characters in order' })),
    }),
    result: Type.Object({ uid: Type.String(), name: Type.String() }),
  },
  logout: {
    // A POST, not the spec's GET: a link or image on another site must not be able to sign a user out.
    method: 'POST',
    access: 'optional',
    handlesActing: true,
    alwaysOpen: true,
    summary:
      'Ends the session. A session opened through CAS answers isCas and the CAS logout address (which ends the campus sign-on too); any other answers the configured logout address, or an empty one for the portal’s own login page.',
    payload: Payload({}),
    result: Type.Object({ isCas: Type.Boolean(), logout_url: Type.String() }),
  },
  getAllAuth: {
    method: 'GET',
    path: '/site/user/auth',
    access: 'user',
    alwaysOpen: true,
    summary: "The user's permission record with its integrity values.",
    payload: Payload({ random: Type.Optional(Type.String({ maxLength: 20, description: 'timestamp, cache buster' })) }),
    result: AuthRecord,
  },
  getUserName: {
    method: 'GET',
    path: '/site/user/get-name',
    access: 'user',
    alwaysOpen: true,
    summary: 'The signed-in user.',
    payload: Payload({}),
    result: UserInfo,
  },
  casLogin: {
    method: 'GET',
    path: '/api/login/cas',
    access: 'public',
    summary:
      'The campus sign-in frame: a browser navigation (not enveloped) redirected to the CAS login with this portal’s check-cas-login address as service; redirect_url, when it is allowed, is where the browser lands after signing in.',
    payload: Payload({ redirect_url: Type.Optional(RedirectUrl) }),
    result: Type.Null(),
  },
  checkCasLogin: {
    method: 'GET',
    changesState: 'navigation',
    path: '/api/login/check-cas-login',
    access: 'public',
    summary:
      'Completes a CAS sign-in, as a browser navigation (not enveloped): validates the ticket with the CAS server, opens a session and redirects to redirect_url when it is allowed, else the home page; a refused sign-in redirects to the login page with cas_error.',
    payload: Payload({ ticket: Type.String({ minLength: 1, maxLength: 512 }), redirect_url: Type.Optional(RedirectUrl) }),
    result: Type.Null(),
  },
  casSingleLogout: {
    method: 'POST',
    path: '/api/login/check-cas-login',
    access: 'public',
    summary:
      'CAS single logout, server to server: CAS posts a SAML logoutRequest naming the service ticket, and the session that ticket opened ends. Accepted only from the CAS server’s addresses; cookies are neither needed nor read.',
    payload: Payload({ logoutRequest: Type.String({ minLength: 1, maxLength: 10_000 }) }),
    result: Type.Object({ ended: Type.Boolean({ description: 'whether a session of this portal ended' }) }),
  },
  idiomCode: {
    method: 'GET',
    changesState: 'same-site',
    path: '/site/login/idiom-code',
    access: 'public',
    summary:
      'A picture challenge shown after repeated failed sign-ins (login answers e = 10046): the four characters of an idiom in shuffled order, to be typed in their right order. Each answers one sign-in and lives five minutes.',
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
