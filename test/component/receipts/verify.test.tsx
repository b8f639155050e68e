/**
 * The receipt check page: the QR code's token checked on arrival with the verdict first, a typed code checked (and a
 * code that cannot be one refused before asking), an invalid receipt with its reason, and a note when the
 * application has moved on. Nothing here needs a session.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { calls } from '@contract/calls';
import type { ReceiptCheck } from '@contract/calls/receipts';
import { ReceiptVerify } from '@/features/receipts/receipt-verify';
import { pageServer } from '../support/page-server';
import { renderH5, typeInto } from '../support/render';

const site = pageServer();

const valid = (over: Partial<ReceiptCheck> = {}): ReceiptCheck => ({
  valid: 1,
  reason: '',
  app_name: '学生请假申请',
  applicant: '王*远',
  status: 2,
  status_text: '已办结',
  finished: '2026-12-03',
  issued: '2026-12-03 10:00:00',
  code: '7K3M-Q9XT-2B4F',
  current: 1,
  current_status: 2,
  current_status_text: '已办结',
  ...over,
});

/** The text of the fact row with this label. */
const fact = (label: string) => screen.getByText(label).closest('.ch-verify__fact')?.textContent;

it('checks the token the QR code brought and shows the verdict with what the receipt says', async () => {
  site.server.ok(calls.verifyReceipt, valid());
  renderH5(<ReceiptVerify onMobile query={{ r: 'eyJ2IjoxfQ.c2ln' }} />);
  expect((await screen.findByTestId('verify-result', {})).textContent).toBe('回执有效');
  for (const shown of ['学生请假申请', '王*远', '2026-12-03', '7K3M-Q9XT-2B4F', '与当前办理记录一致。']) expect(screen.getByText(shown)).toBeTruthy();
  expect([fact('签发时状态'), fact('当前状态')]).toEqual(['签发时状态已办结', '当前状态已办结']);
  expect(site.server.seen.find((r) => r.path === calls.verifyReceipt.path)?.query).toEqual(expect.objectContaining({ r: 'eyJ2IjoxfQ.c2ln' }));
});

it('says when the application has moved on since the receipt', async () => {
  site.server.ok(calls.verifyReceipt, valid({ status: 0, status_text: '办理中', finished: '', current: 0 }));
  renderH5(<ReceiptVerify onMobile={false} query={{ code: '7K3M-Q9XT-2B4F' }} />);
  expect((await screen.findByTestId('verify-current', {})).textContent).toContain('以上为签发时的情况');
  expect(screen.getByText('未办结')).toBeTruthy();
});

it("states the application's status today beside what the receipt said, in Chinese and English", async () => {
  const withdrawn = { status: 0, finished: '', current: 0, current_status: 4 } as const;
  site.server.ok(calls.verifyReceipt, valid({ ...withdrawn, status_text: '办理中', current_status_text: '已撤回' }));
  const zh = renderH5(<ReceiptVerify onMobile query={{ code: '7K3M-Q9XT-2B4F' }} />);
  await screen.findByTestId('verify-current', {});
  expect(fact('签发时状态')).toBe('签发时状态办理中');
  expect(fact('当前状态')).toBe('当前状态已撤回');
  zh.unmount();

  site.server.ok(calls.verifyReceipt, valid({ ...withdrawn, status_text: 'In progress', current_status_text: 'Withdrawn' }));
  renderH5(<ReceiptVerify onMobile query={{ code: '7K3M-Q9XT-2B4F' }} />, 'en');
  await screen.findByTestId('verify-current', {});
  expect(fact('Status when issued')).toBe('Status when issuedIn progress');
  expect(fact('Status now')).toBe('Status nowWithdrawn');
});

it('checks a typed code, refusing one that cannot be a code before asking', async () => {
  site.server.ok(calls.verifyReceipt, { ...valid(), valid: 0, reason: '未找到该回执', app_name: '', applicant: '', status: 0, status_text: '', finished: '', issued: '', code: '', current: 0, current_status: null, current_status_text: '' });
  renderH5(<ReceiptVerify onMobile query={{}} />);
  const field = await screen.findByLabelText('校验码', {});
  await typeInto(field, '7k3m q9xt');
  fireEvent.click(screen.getByTestId('verify-submit'));
  expect((await screen.findByRole('alert')).textContent).toBe('校验码为 12 位字母或数字，如 7K3M-Q9XT-2B4F');
  expect(site.server.seen.filter((r) => r.path === calls.verifyReceipt.path)).toHaveLength(0);

  await typeInto(field, '7k3m q9xt 2b4f');
  fireEvent.click(screen.getByTestId('verify-submit'));
  expect((await screen.findByTestId('verify-result')).textContent).toBe('回执无效');
  expect(screen.getByText('未找到该回执')).toBeTruthy();
  await waitFor(() => expect(site.server.seen.find((r) => r.path === calls.verifyReceipt.path)?.query).toEqual(expect.objectContaining({ code: '7K3M-Q9XT-2B4F' })));
});

it('speaks English to an English reader', async () => {
  site.server.ok(calls.verifyReceipt, valid({ status_text: 'Completed' }));
  renderH5(<ReceiptVerify onMobile query={{ code: '7K3M-Q9XT-2B4F' }} />, 'en');
  expect((await screen.findByTestId('verify-result', {})).textContent).toBe('Valid receipt');
  expect(screen.getByText('Matches the current record.')).toBeTruthy();
});
