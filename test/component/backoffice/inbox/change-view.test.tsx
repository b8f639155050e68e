/** A back-office change's record before and after, side by side, the changed fields marked in words and counted. */
import { screen, within } from '@testing-library/react';
import { ChangeView } from '@/features/backoffice/sections/inbox/change-view';
import { TARGET, renderH5 } from '../../support/render';

(TARGET === 'h5' ? describe : describe.skip)('the before/after view of a change', () => {
  it('shows every field once, side by side, and marks only the changed ones', async () => {
    renderH5(<ChangeView before={{ reply: '', replied: '', version: 1, tags: ['a'] }} after={{ reply: '已修复', replied: '2026-11-27 10:00:00', version: 2, tags: ['a'], extra: true }} />);
    const table = await screen.findByRole('table', { name: '修改前后对比' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.getAttribute('data-changed'))).toEqual(['true', 'true', 'true', 'false', 'true']);
    const reply = within(table).getByRole('rowheader', { name: /reply/ }).closest('tr')!;
    expect(within(reply).getAllByRole('cell').map((c) => c.textContent)).toEqual(['', '已修复']);
    expect(within(reply).getByText('已变更')).toBeTruthy();
    const tags = within(table).getByRole('rowheader', { name: /tags/ }).closest('tr')!;
    expect(within(tags).queryByText('已变更')).toBeNull();
    expect(within(tags).getAllByRole('cell').map((c) => c.textContent)).toEqual(['["a"]', '["a"]']);
    expect(screen.getByText('4 个字段有变更')).toBeTruthy();
    // What people wrote is marked as theirs, not interface text.
    expect(within(reply).getByText('已修复').closest('[data-user-content]')).not.toBeNull();
  });

  it('says a create had nothing before and a delete nothing after, in English too', async () => {
    const { unmount } = renderH5(<ChangeView before={null} after={{ title: 'Water cut' }} />, 'en');
    expect(await screen.findByText('Created: nothing before')).toBeTruthy();
    expect(screen.getByText('1 field changed')).toBeTruthy();
    unmount();
    renderH5(<ChangeView before={{ title: 'Water cut', sort: 2 }} after={null} />, 'en');
    expect(await screen.findByText('Deleted: nothing after')).toBeTruthy();
    expect(screen.getByText('2 fields changed')).toBeTruthy();
  });
});
