/**
 * 授权管理 (spec §6) on both targets: the grants the user made with their status, 撤销 after a confirmation, and 新增授权
 * with the person from the people search, the dates checked before a round trip (the shared grantSpanProblem) and
 * optional services; the server's refusal in its own words. Left out while the user acts for someone.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { calls } from '@contract/calls';
import { PersonalCentre } from '@/features/account/personal/personal-centre';
import { GrantsSection } from '@/features/identity/grants/grants-section';
import { addDays, campusToday } from '@/features/identity/rules/grant-rules';
import { date } from '../forms/support/fill';
import { pickInPeopleSheet } from '../matters/people-sheet';
import { appRequestServer } from '../support/app-request-server';
import { appCard } from '../support/fixtures';
import { renderH5, TARGET, typeInto } from '../support/render';
import { myGrant, signInAs } from './identity-support';

const app = appRequestServer();
const today = campusToday();

beforeEach(() => signInAs());

/** A date box's date: the browser's input on H5; the mini-program's box names it in its label. */
function dateIn(name: RegExp, scope: HTMLElement): string {
  const box = within(scope).getAllByLabelText(name)[0];
  return TARGET === 'h5' ? (box as HTMLInputElement).value : (/\d{4}-\d{2}-\d{2}/.exec(box.getAttribute('aria-label') ?? '')?.[0] ?? '');
}

const sent = (path: string) => app.server.seen.filter((r) => r.path === path).map((r) => r.form);

const grants = [
  myGrant(),
  myGrant({ id: 'g2', grantee: { uid: 'T0030', name: '赵敏', number: 'T0030' }, start_date: '2026-12-01', end_date: '2026-12-05', app_ids: [1, 2], app_names: ['学生请假申请', '校园卡挂失'], status: 'pending' }),
  myGrant({ id: 'g3', status: 'revoked' }),
  myGrant({ id: 'g4', status: 'expired', start_date: '2026-10-01', end_date: '2026-10-07' }),
];

it('lists the grants made in the personal centre: whom, when, which services, their status, and 撤销 while live', async () => {
  app.server.ok(calls.getAccountInfo, { number: 'T0021', mobile: '138****5678', email: '', has_password: true, source_type: 1 });
  app.server.ok(calls.getMyGrants, grants);
  renderH5(<PersonalCentre onMobile={false} />);
  const section = await screen.findByTestId('personal-grants');
  expect(within(section).getByRole('heading', { name: '授权管理' })).toBeTruthy();
  const first = await within(section).findByTestId('grant-g1');
  expect(first.textContent).toContain('王晓燕');
  expect(first.textContent).toContain('有效期: 2026-11-20 至 2026-11-27');
  expect(first.textContent).toContain('事项: 全部事项');
  expect(within(first).getByTestId('grant-status').textContent).toBe('生效中');
  const pending = within(section).getByTestId('grant-g2');
  expect(pending.textContent).toContain('事项: 学生请假申请、校园卡挂失');
  expect(within(pending).getByTestId('grant-status').textContent).toBe('未开始');
  expect(within(pending).getByRole('button', { name: '撤销对 赵敏 的授权' })).toBeTruthy();
  expect(within(within(section).getByTestId('grant-g3')).getByTestId('grant-status').textContent).toBe('已撤销');
  expect(within(within(section).getByTestId('grant-g4')).getByTestId('grant-status').textContent).toBe('已过期');
  expect(within(section).queryByTestId('revoke-g3')).toBeNull();
  expect(within(section).queryByTestId('revoke-g4')).toBeNull();
});

it('says when there are none: 暂无授权', async () => {
  app.server.ok(calls.getMyGrants, []);
  renderH5(<GrantsSection onMobile />);
  expect(await screen.findByText('暂无授权')).toBeTruthy();
});

it('revokes a grant only after the confirmation', async () => {
  app.server.ok(calls.getMyGrants, grants);
  app.server.ok(calls.revokeGrant, {});
  renderH5(<GrantsSection onMobile={false} />);
  fireEvent.click(await screen.findByRole('button', { name: '撤销对 王晓燕 的授权' }));
  expect(await screen.findByText('确定撤销对 王晓燕 的授权吗？撤销后对方将立即不能再代您办理。')).toBeTruthy();
  fireEvent.click(screen.getByTestId('revoke-grant-cancel'));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(sent(calls.revokeGrant.path)).toEqual([]);

  fireEvent.click(screen.getByRole('button', { name: '撤销对 王晓燕 的授权' }));
  await act(async () => fireEvent.click(await screen.findByTestId('revoke-grant-confirm')));
  await waitFor(() => expect(within(screen.getByTestId('grant-g1')).getByTestId('grant-status').textContent).toBe('已撤销'));
  expect(sent(calls.revokeGrant.path)).toEqual([expect.objectContaining({ id: 'g1' })]);
  expect(screen.queryByTestId('revoke-g1')).toBeNull();
  expect(app.shown).toHaveBeenCalledWith(expect.objectContaining({ content: '已撤销授权' }));
});

it('adds a grant: today to a week later at first, an end before the start said and not sent, then the person, dates and services', async () => {
  app.server.ok(calls.getMyGrants, []);
  app.server.ok(calls.searchPeople, [{ uid: 'T0030', name: '赵敏', number: 'T0030', departName: '教务处' }]);
  app.server.ok(calls.getAppCatalog, { list: [appCard({ id: 3, name: '学生请假申请' })], total: 1, p: 1, page_size: 10, themes: [], categories: [], departments: [] });
  renderH5(<GrantsSection onMobile={false} />);
  await screen.findByText('暂无授权');
  fireEvent.click(screen.getByTestId('add-grant'));
  const dialog = await screen.findByTestId('grant-dialog');
  expect(within(dialog).getByRole('heading', { name: '新增授权' })).toBeTruthy();
  await waitFor(() => expect(dateIn(/^开始日期/, dialog)).toBe(today));
  expect(dateIn(/^结束日期/, dialog)).toBe(addDays(today, 7));

  await date(/^结束日期/, addDays(today, -1), dialog);
  expect((await within(dialog).findByTestId('grant-span-problem')).textContent).toBe('结束日期不能早于开始日期');
  fireEvent.click(within(dialog).getByTestId('grant-submit'));
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(sent(calls.addGrant.path)).toEqual([]);

  fireEvent.click(within(dialog).getByRole('button', { name: /^被授权人/ }));
  await pickInPeopleSheet('赵', '赵敏');
  await date(/^结束日期/, addDays(today, 3), dialog);
  await waitFor(() => expect(within(dialog).queryByTestId('grant-span-problem')).toBeNull());
  await typeInto(within(dialog).getByLabelText('搜索事项'), '请假');
  fireEvent.click(await within(dialog).findByRole('button', { name: '学生请假申请' }));
  expect(within(within(dialog).getByTestId('chosen-services')).getByText('学生请假申请')).toBeTruthy();

  const made = myGrant({ id: 'g9', grantee: { uid: 'T0030', name: '赵敏', number: 'T0030' }, start_date: today, end_date: addDays(today, 3), app_ids: [3], app_names: ['学生请假申请'] });
  app.server.ok(calls.addGrant, made);
  await act(async () => fireEvent.click(within(dialog).getByTestId('grant-submit')));
  await waitFor(() => expect(screen.queryByTestId('grant-dialog')).toBeNull());
  expect(sent(calls.addGrant.path)).toEqual([expect.objectContaining({ grantee_uid: 'T0030', start_date: today, end_date: addDays(today, 3), app_ids: '3' })]);
  expect(screen.getByTestId('grant-g9').textContent).toContain('学生请假申请');
  expect(screen.queryByText('暂无授权')).toBeNull();
});

it('shows the server’s refusal in the dialog and keeps it open', async () => {
  app.server.ok(calls.getMyGrants, []);
  app.server.ok(calls.searchPeople, [{ uid: 'T0030', name: '赵敏', number: 'T0030', departName: '教务处' }]);
  app.server.answer(calls.addGrant.path, { body: { e: 409, m: '该用户已有生效中的授权', d: null } });
  renderH5(<GrantsSection onMobile />);
  fireEvent.click(await screen.findByTestId('add-grant'));
  const dialog = await screen.findByTestId('grant-dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: /^被授权人/ }));
  await pickInPeopleSheet('赵', '赵敏');
  await act(async () => fireEvent.click(within(dialog).getByTestId('grant-submit')));
  expect((await within(dialog).findByTestId('grant-refused')).textContent).toBe('该用户已有生效中的授权');
  expect(screen.getByTestId('grant-dialog')).toBeTruthy();
});

it('explains the dates in English', async () => {
  app.server.ok(calls.getMyGrants, []);
  renderH5(<GrantsSection onMobile={false} />, 'en');
  fireEvent.click(await screen.findByTestId('add-grant'));
  const dialog = await screen.findByTestId('grant-dialog');
  await date(/^End date/, addDays(today, -1), dialog);
  expect((await within(dialog).findByTestId('grant-span-problem')).textContent).toBe('The end date cannot be before the start date');
});

it('is left out while the user acts for someone', async () => {
  signInAs({ actingFor: { uid: 'T0009', name: '李振华' } });
  app.server.ok(calls.getMyGrants, grants);
  renderH5(<GrantsSection onMobile={false} />);
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(screen.queryByTestId('personal-grants')).toBeNull();
  expect(sent(calls.getMyGrants.path)).toEqual([]);
});
