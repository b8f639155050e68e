/** The Image primitive on both targets: a picture is read by its alt text; a decorative one is not read at all. */
import { screen } from '@testing-library/react';
import Image from '@/ui/image';
import { renderH5 } from '../support/render';

it('is an image named by its alt text', () => {
  renderH5(<Image src="/static/logo.svg" alt="示范大学" />);
  expect(screen.getByRole('img', { name: '示范大学' })).toBeTruthy();
});

it('hides a decorative picture from screen readers', () => {
  renderH5(<Image src="/static/logo.svg" alt="" />);
  expect(screen.queryAllByRole('img')).toEqual([]);
});
