/**
 * 公文中心 on both targets: the issued documents with the offices and years its answer offers as filters, a number
 * and a keyword asking again, and the same page showing one document when the address names it.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { calls } from '@contract/calls';
import { useCenterPage } from '@/features/documents/center-page';
import { pageServer } from '../support/page-server';
import { renderH5, TARGET, typeInto } from '../support/render';
import { detail, item } from './document-fixtures';

const site = pageServer();
const asked = () => site.server.seen.filter((r) => r.path === calls.getOfficialCenter.path);

function Center({ params = {} }: { params?: Record<string, string> }) {
  return useCenterPage({ params, onMobile: TARGET !== 'h5' }).body;
}

function answer() {
  site.server.ok(calls.getOfficialCenter, { list: [item(1), item(2, { status: 'archived' })], total: 2, p: 1, page_size: 10, offices: [{ id: 3, name: '教务处' }], years: [2026, 2025] });
}

it('lists the issued documents and narrows them by number and keyword', async () => {
  answer();
  renderH5(<Center />);
  await waitFor(() => expect(screen.getAllByTestId('documents-row')).toHaveLength(2), { timeout: 5000 });
  expect(screen.getAllByTestId('document-status').map((s) => s.textContent)).toEqual(['已发文', '已归档']);
  await typeInto(screen.getByTestId('center-number'), '〔2026〕1');
  await typeInto(screen.getByTestId('center-keyword'), '考试');
  fireEvent.click(screen.getByTestId('center-search'));
  await waitFor(() => expect(asked().at(-1)?.query).toMatchObject({ number: '〔2026〕1', keyword: '考试', p: '1' }));
});

(TARGET === 'h5' ? it : it.skip)('offers the offices and years of the answer, and asks again for the one chosen', async () => {
  answer();
  renderH5(<Center />);
  await waitFor(() => expect(screen.getAllByTestId('documents-row')).toHaveLength(2), { timeout: 5000 });
  const year = within(screen.getByTestId('center-year')).getByRole('combobox');
  expect(within(year).getAllByRole('option').map((o) => o.textContent)).toEqual(['全部', '2026年', '2025年']);
  fireEvent.change(year, { target: { value: '2025' } });
  fireEvent.change(within(screen.getByTestId('center-kind')).getByRole('combobox'), { target: { value: 'received' } });
  await waitFor(() => expect(asked().at(-1)?.query).toMatchObject({ year: '2025', kind: 'received' }));
});

it('shows one document when the address names it', async () => {
  site.server.ok(calls.getOfficialDocument, detail());
  renderH5(<Center params={{ id: '21' }} />);
  expect((await screen.findByTestId('document-title', {}, { timeout: 5000 })).textContent).toBe('关于21号事项的通知');
  expect(asked()).toHaveLength(0);
});
