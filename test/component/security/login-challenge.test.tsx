/**
 * The sign-in form's idiom picture, on both targets against a real local server: it appears when sign-in answers
 * e = 10046, the answer goes with the next sign-in, and a new picture replaces one that was used or refused.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { calls } from '@contract/calls';
import { ErrorCode } from '@contract/envelope';
import { LoginForm } from '@/features/auth/login-form';
import { configureAppRequest } from '@/services/configure-app-request';
import { startEnvelopeServer } from '../support/envelope-server';
import { renderH5, typeInto, useApiOrigin, valueOf } from '../support/render';

let server: Awaited<ReturnType<typeof startEnvelopeServer>>;
const picture = (n: number) => ({ key: `key-${n}-abcdefghijklmnop`, image: `data:image/svg+xml;base64,${btoa(`<svg xmlns="http://www.w3.org/2000/svg" data-n="${n}"/>`)}` });

beforeAll(async () => {
  server = await startEnvelopeServer();
  useApiOrigin(server.origin);
  configureAppRequest();
});
afterAll(() => server.close());

const signIn = async () => {
  await act(async () => fireEvent.click(screen.getByRole('button', { name: '登录' })));
};
const logins = () => server.seen.filter((r) => r.path === calls.login.path);
/** The picture shown: the element named by its alt text is the <img> on H5, Taro's image component around it in the mini-program. */
const shown = () => {
  const image = screen.getByRole('img', { name: '成语验证码图片' });
  return image.getAttribute('src') ?? image.querySelector('img')?.getAttribute('src');
};

it('shows the picture when sign-in asks for it, sends the answer, and fetches a new picture after a failure', async () => {
  renderH5(<LoginForm home="/site/index" />);
  await typeInto(screen.getByLabelText('账号'), 'guest');
  await typeInto(screen.getByLabelText('密码'), 'Guest@2026');
  server.answer(calls.login.path, { status: 401, body: { e: ErrorCode.CHALLENGE_REQUIRED, m: '请输入验证码', d: null } });
  server.ok(calls.idiomCode, picture(1));
  await signIn();

  expect(await screen.findByRole('alert')).toHaveProperty('textContent', '请输入验证码');
  await waitFor(() => expect(shown()).toBe(picture(1).image));
  expect(logins()[0].form).not.toHaveProperty('idiom_key');

  server.answer(calls.login.path, { status: 401, body: { e: ErrorCode.FAILED, m: '账号或密码错误', d: null } });
  server.ok(calls.idiomCode, picture(2));
  await typeInto(screen.getByLabelText('验证码'), ' 画蛇添足 ');
  await signIn();
  expect(logins()[1].form).toMatchObject({ username: 'guest', idiom_key: picture(1).key, idiom_answer: '画蛇添足' });
  expect(await screen.findByText('账号或密码错误')).toBeTruthy();
  // The picture was spent: a new one is shown and the answer box is empty.
  await waitFor(() => expect(shown()).toBe(picture(2).image));
  expect(valueOf(screen.getByLabelText('验证码'))).toBe('');

  server.ok(calls.idiomCode, picture(3));
  fireEvent.click(screen.getByRole('button', { name: '换一张' }));
  await waitFor(() => expect(shown()).toBe(picture(3).image));
  await signIn();
  await waitFor(() => expect(logins()).toHaveLength(3));
  expect(logins()[2].form).toMatchObject({ idiom_key: picture(3).key });
});
