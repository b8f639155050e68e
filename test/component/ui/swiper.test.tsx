/** The Swiper primitive on both targets: a named carousel whose linked slides are buttons named by their picture. */
import { fireEvent, screen, within } from '@testing-library/react';
import Swiper from '@/ui/swiper';
import { renderH5 } from '../support/render';

it('is a region named by its label, and a linked slide is a button named by its picture', async () => {
  const open = jest.fn();
  renderH5(
    <Swiper
      label="轮播图"
      intervalMs={5000}
      height={140}
      slides={[
        { key: 1, image: '/static/banner-1.jpg', alt: '轮播图 1', onClick: open },
        { key: 2, image: '/static/banner-2.jpg', alt: '轮播图 2' },
      ]}
    />,
  );
  const carousel = screen.getByRole('region', { name: '轮播图' });
  fireEvent.click(await within(carousel).findByRole('button', { name: '轮播图 1' }));
  expect(open).toHaveBeenCalledTimes(1);
  expect(within(carousel).getAllByRole('img', { name: '轮播图 2' })).not.toHaveLength(0);
});
