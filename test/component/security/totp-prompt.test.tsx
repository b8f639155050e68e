/**
 * The one-time TOTP prompt (spec §8: e = 2) as the app wires it, on both targets, against a real local server: a
 * refused code keeps the prompt open with the server's reason, a recovery code is accepted in its own field, calls
 * that met e = 2 together wait for one prompt, and cancelling rejects them quietly.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { calls } from '@contract/calls';
import { ErrorCode } from '@contract/envelope';
import { TotpPrompt } from '@/layouts/shared/totp-prompt';
import { adminCallIndex } from '@contract/admin-call-index';
import { addCalls, api } from '@/services/api';
import type { RequestError } from '@/services/request';
import { appRequestServer } from '../support/app-request-server';
import { typeInto } from '../support/render';

// The audit log, a call administrators may mark sensitive, is a back-office call: it joins `api` when the back office loads.
addCalls(adminCallIndex);

const app = appRequestServer();
const TOTP_REQUIRED = { body: { e: ErrorCode.TOTP_REQUIRED, m: '请输入动态验证码完成安全验证', d: null } };


const paths = () => app.server.seen.map((r) => r.path);

it('keeps the prompt open with the server’s reason when a code is refused, then takes a recovery code', async () => {
  render(<TotpPrompt />);
  app.server.answer(calls.getAuditLog.path, TOTP_REQUIRED);
  const pending = api.getAuditLog({});
  await screen.findByRole('dialog', { name: '安全验证' });

  app.server.answer(calls.verifyTotp.path, { status: 400, body: { e: ErrorCode.FAILED, m: '动态验证码错误或已使用，请输入新的验证码', d: null } });
  await typeInto(screen.getByLabelText('动态验证码'), '654321');
  await act(async () => fireEvent.click(screen.getByRole('button', { name: '确定' })));
  expect(await screen.findByText('动态验证码错误或已使用，请输入新的验证码')).toBeTruthy();
  expect(screen.getByRole('dialog')).toBeTruthy();

  fireEvent.click(screen.getByRole('button', { name: '使用恢复码' }));
  const field = await screen.findByLabelText('恢复码');
  await typeInto(field, 'ab');
  fireEvent.click(screen.getByRole('button', { name: '确定' }));
  expect(await screen.findByText('请输入10位恢复码')).toBeTruthy();

  app.server.ok(calls.verifyTotp, { recovery_left: 9 });
  app.server.ok(calls.getAuditLog, { list: [], total: 0, p: 1, page_size: 10 });
  await typeInto(screen.getByLabelText('恢复码'), 'k3m9p-x2q7r');
  await act(async () => fireEvent.click(screen.getByRole('button', { name: '确定' })));
  await act(async () => expect(await pending).toMatchObject({ total: 0 }));
  expect(app.server.seen.at(-2)?.form).toMatchObject({ code: 'k3m9p-x2q7r' });
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(app.shown).not.toHaveBeenCalled();
});

it('asks once for calls that met e = 2 together, and sends each again once', async () => {
  render(<TotpPrompt />);
  app.server.answer(calls.getAuditLog.path, TOTP_REQUIRED);
  app.server.answer(calls.getMyTodo.path, TOTP_REQUIRED);
  const both = Promise.all([api.getAuditLog({}), api.getMyTodo({})]);
  await screen.findByRole('dialog');
  await waitFor(() => expect(paths()).toHaveLength(2));

  app.server.ok(calls.verifyTotp, { recovery_left: 10 });
  app.server.ok(calls.getAuditLog, { list: [], total: 0, p: 1, page_size: 10 });
  // The retry meets e = 2 again (the server refused the session): it is shown, not asked again.
  await typeInto(screen.getByLabelText('动态验证码'), '123456');
  await act(async () => fireEvent.click(screen.getByRole('button', { name: '确定' })));
  const outcome = await act(() => both.then(() => null, (e: RequestError) => e));
  expect(outcome).toMatchObject({ e: ErrorCode.TOTP_REQUIRED });
  expect(paths().filter((p) => p === calls.verifyTotp.path)).toHaveLength(1);
  expect(paths().filter((p) => p === calls.getMyTodo.path)).toHaveLength(2);
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('rejects the waiting call quietly when the prompt is cancelled', async () => {
  render(<TotpPrompt />);
  app.server.answer(calls.getAuditLog.path, TOTP_REQUIRED);
  const pending = api.getAuditLog({}).catch((e: RequestError) => e);
  await screen.findByRole('dialog');
  await act(async () => fireEvent.click(screen.getByRole('button', { name: '关闭' })));
  expect(await pending).toMatchObject({ e: ErrorCode.CANCELLED });
  expect(paths()).toEqual([calls.getAuditLog.path]);
  expect(app.shown).not.toHaveBeenCalled();
  expect(screen.queryByRole('dialog')).toBeNull();
});
