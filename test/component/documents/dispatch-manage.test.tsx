/**
 * 发文管理 on both targets: the numbering rules with the next number previewed as a rule is typed and what is wrong
 * with a rule said before anything is sent, the rule saved; and the dispatch list asking again when filtered.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { calls } from '@contract/calls';
import { useManagePage } from '@/features/documents/manage-page';
import { pageServer } from '../support/page-server';
import { renderH5, TARGET, typeInto } from '../support/render';
import { item, rule, setup } from './document-fixtures';

const site = pageServer();
const sent = (call: { path: string }) => site.server.seen.filter((r) => r.path === call.path);

function Manage({ params = {} }: { params?: Record<string, string> }) {
  return useManagePage({ params, onMobile: TARGET !== 'h5' }).body;
}

function answers() {
  site.server.ok(calls.getDispatchManage, { list: [item(1, { status: 'draft', number: '', issued: '' })], total: 1, p: 1, page_size: 10, offices: [{ id: 3, name: '教务处' }] });
  site.server.ok(calls.getNumberRules, [rule()]);
  site.server.ok(calls.getDispatchSetup, setup());
}

const preview = () => screen.getByTestId('rule-preview').textContent;

it('previews the next number as the rule is typed, says what is wrong with a rule and saves a good one', async () => {
  answers();
  renderH5(<Manage params={{ tab: 'rules' }} />);
  const row = await screen.findByTestId('rules-row', {}, { timeout: 5000 });
  expect(row.textContent).toContain('示范教〔2026〕12号');
  fireEvent.click(within(row).getByTestId('rule-edit'));
  await screen.findByTestId('rule-dialog');
  expect(preview()).toBe('下一个文号将是 示范教〔2026〕12号');

  await typeInto(screen.getByTestId('rule-pattern'), '{org}发〔{year}〕{n:3}号');
  await waitFor(() => expect(preview()).toBe('下一个文号将是 示范教发〔2026〕012号'));
  await typeInto(screen.getByTestId('rule-pattern'), '{org}〔{yr}〕{n}号');
  expect(await screen.findByText('不认识的占位符 {yr}')).toBeTruthy();
  expect(preview()).toBe('');
  await typeInto(screen.getByTestId('rule-pattern'), '{org}〔{year}〕号');
  expect(await screen.findByText('编号规则需要包含序号 {n}')).toBeTruthy();
  fireEvent.click(screen.getByTestId('rule-save'));
  expect(sent(calls.saveNumberRule)).toHaveLength(0);

  site.server.ok(calls.saveNumberRule, rule({ pattern: '{org}发〔{year}〕{n:3}号', next: '示范教发〔2026〕012号' }));
  await typeInto(screen.getByTestId('rule-pattern'), '{org}发〔{year}〕{n:3}号');
  await waitFor(() => expect(preview()).toBe('下一个文号将是 示范教发〔2026〕012号'));
  fireEvent.click(screen.getByTestId('rule-save'));
  await waitFor(() => expect(sent(calls.saveNumberRule)).toHaveLength(1));
  expect(sent(calls.saveNumberRule)[0].form).toEqual({ office_id: '3', pattern: '{org}发〔{year}〕{n:3}号', org: '示范教', mark: '示范大学教务处文件' });
  await waitFor(() => expect(screen.queryByTestId('rule-dialog')).toBeNull());
  expect(screen.getByTestId('rules-row').textContent).toContain('示范教发〔2026〕012号');
});

it('lists the dispatches of the offices the reader manages and opens the editor for a new one', async () => {
  answers();
  renderH5(<Manage />);
  expect((await screen.findByTestId('documents-row', {}, { timeout: 5000 })).textContent).toContain('草稿');
  expect(sent(calls.getDispatchManage)[0].query).toMatchObject({ p: '1', page_size: '10' });
  fireEvent.click(screen.getByTestId('dispatch-new'));
  expect(site.navigations()).toEqual([`/pages/reserve/${TARGET === 'h5' ? '' : 'm_'}dispatchManage/index?edit=new`]);
});

it('asks before deleting a template, and deletes it', async () => {
  answers();
  site.server.ok(calls.deleteDocumentTemplate, null);
  renderH5(<Manage params={{ tab: 'templates' }} />);
  const card = await screen.findByTestId('template-card', {}, { timeout: 5000 });
  fireEvent.click(within(card).getByTestId('template-delete'));
  expect(await screen.findByText('删除模板“通知”？用它拟的稿不受影响。')).toBeTruthy();
  fireEvent.click(screen.getByTestId('template-confirm-confirm'));
  await waitFor(() => expect(sent(calls.deleteDocumentTemplate)).toHaveLength(1));
  expect(sent(calls.deleteDocumentTemplate)[0].form).toEqual({ id: '1' });
  await waitFor(() => expect(screen.queryByTestId('template-card')).toBeNull());
});
