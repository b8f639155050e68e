/** A school's own labels (spec §1 "Some labels differ per school") replace the shared texts, in each language given. */
import { screen } from '@testing-library/react';
import { MenuBar } from '@/layouts/frame/menu-bar';
import { renderH5 } from '../support/render';
import { signOut, useSite } from './frame-state';

beforeEach(() => {
  signOut();
  useSite();
});

it('shows the site configuration label instead of ours, in either language, and ignores unknown keys', async () => {
  useSite({ labels: { 'menu.serviceList': { zh: '办事大厅', en: 'Service Hall' }, 'menu.bookingHall': { en: 'Venue booking' }, 'no.such': { zh: '无' } } });
  const { unmount } = renderH5(<MenuBar />);
  expect((await screen.findByTestId('menu-serviceList')).textContent).toBe('办事大厅');
  expect(screen.getByTestId('menu-bookingHall').textContent).toBe('预约大厅');
  unmount();
  renderH5(<MenuBar />, 'en');
  expect((await screen.findByTestId('menu-serviceList')).textContent).toBe('Service Hall');
  expect(screen.getByTestId('menu-bookingHall').textContent).toBe('Venue booking');
});
