/**
 * How the portal signs people in is asked once per visit; a failed ask is made again by itself, so a passing failure
 * does not hide campus sign-on and off-campus sign-up for the rest of the visit.
 */
import { waitFor } from '@testing-library/react';
import { calls } from '@contract/calls';
import { useLoginConfig } from '@/stores/login-config';
import { startEnvelopeServer } from '../support/envelope-server';
import { TARGET, useApiOrigin } from '../support/render';

let server: Awaited<ReturnType<typeof startEnvelopeServer>>;
beforeAll(async () => {
  server = await startEnvelopeServer();
  useApiOrigin(server.origin);
});
afterAll(() => server.close());

it('asks again after a failure, and then offers what the server offers', async () => {
  server.answer(calls.getLoginConfig.path, { status: 503, body: { e: 503, m: '服务暂时不可用，请稍后再试', d: null } });
  await useLoginConfig.getState().load();
  expect(useLoginConfig.getState()).toMatchObject({ casLoginUrl: '', registerEnabled: false });

  server.ok(calls.getLoginConfig, { login_type: 'password', cas_enabled: true, cas_login_url: '/api/login/cas', wechat_enabled: false, register_enabled: true });
  await waitFor(() => expect(useLoginConfig.getState().registerEnabled).toBe(true));
  // The mini-program has no browser to send to CAS.
  expect(useLoginConfig.getState().casLoginUrl).toBe(TARGET === 'h5' ? '/api/login/cas' : '');
  expect(server.seen.filter((r) => r.path === calls.getLoginConfig.path)).toHaveLength(2);
});
