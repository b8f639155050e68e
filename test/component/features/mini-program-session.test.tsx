/**
 * The mini-program's session (src/services/platform-auth.ts): its requests carry no cookies, so the token and user id
 * from the sign-in answer's Set-Cookie are kept and sent back as `Authorization: Bearer`, and forgotten on sign-out.
 * Mini-program only: on H5 the browser keeps the session cookie itself and platform-auth.h5.ts sends no header.
 */
import { calls } from '@contract/calls';
import { SESSION_COOKIE, USER_ID_COOKIE } from '@contract/constants';
import { platformAuth } from '@/services/platform-auth';
import { useSession } from '@/stores/session';
import { setupI18n } from '@/i18n';
import { startEnvelopeServer } from '../support/envelope-server';
import { userInfo } from '../support/fixtures';
import { TARGET, useApiOrigin } from '../support/render';

const describeMiniProgram = TARGET === 'weapp' ? describe : describe.skip;

describeMiniProgram('the mini-program session', () => {
  type Server = Awaited<ReturnType<typeof startEnvelopeServer>>;
  let server: Server;

  beforeAll(async () => {
    setupI18n();
    server = await startEnvelopeServer();
    useApiOrigin(server.origin);
    server.ok(calls.getUserName, userInfo({ uid: 'g1' }));
    server.ok(calls.getAllAuth, { permits: [], web_permits: [], issuper: 0, random: 'r', oldnum: 'n' });
    server.ok(calls.logout, { isCas: false, logout_url: '' });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    platformAuth.forget();
    server.seen.length = 0;
  });

  it('signs in with the Set-Cookie token, sends it back as a bearer token, and forgets it on sign-out', async () => {
    server.ok(calls.login, { uid: 'g1', name: '林晓雨' }, 0, { 'set-cookie': [`${SESSION_COOKIE}=tok%2B123; Path=/; HttpOnly`, `${USER_ID_COOKIE}=g1; Path=/`] });
    await useSession.getState().login('guest', 'Guest@2026');
    expect(useSession.getState().status).toBe('signed-in');
    expect(server.seen.find((r) => r.path === calls.login.path)?.authorization).toBeUndefined();
    expect(server.seen.find((r) => r.path === calls.getUserName.path)?.authorization).toBe('Bearer tok+123');

    await useSession.getState().logout();
    expect(platformAuth.userId()).toBeNull();
    expect(platformAuth.headers()).toEqual({});
    expect(server.seen.find((r) => r.path === calls.logout.path)?.authorization).toBe('Bearer tok+123');
  });

  it('reads the cookies whichever case the header name has, one string or several', () => {
    platformAuth.remember({ 'Set-Cookie': `${SESSION_COOKIE}=abc; Path=/; HttpOnly, ${USER_ID_COOKIE}=u7; Path=/` });
    expect(platformAuth.headers()).toEqual({ Authorization: 'Bearer abc' });
    expect(platformAuth.userId()).toBe('u7');
    platformAuth.remember({ 'set-cookie': [`${SESSION_COOKIE}=def; Path=/`] });
    expect(platformAuth.headers()).toEqual({ Authorization: 'Bearer def' });
    expect(platformAuth.userId()).toBe('u7');
  });

  it('keeps what it has when an answer sets no cookie, and ignores cookies with similar names', () => {
    platformAuth.remember({ 'Set-Cookie': `${SESSION_COOKIE}=abc; Path=/` });
    platformAuth.remember({ 'content-type': 'application/json' });
    platformAuth.remember({ 'set-cookie': `x${SESSION_COOKIE}=evil; Path=/` });
    expect(platformAuth.headers()).toEqual({ Authorization: 'Bearer abc' });
  });
});
