/**
 * The Swiper primitive on both targets: a named carousel whose linked slides are buttons named by their picture, with
 * a pause/play button; on H5 it also holds still while the focus is in it or the pointer over it, and never starts
 * by itself for people who ask for less motion.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import Swiper from '@/ui/swiper';
import type { SwiperSlide } from '@/ui/swiper/types';
import { renderH5, TARGET } from '../support/render';

const INTERVAL = 5000;
const slides: SwiperSlide[] = [
  { key: 1, image: '/static/banner-1.jpg', alt: '一网通办 让师生少跑腿', recorded: true, onClick: jest.fn() },
  { key: 2, image: '/static/banner-2.jpg', alt: '轮播图 2' },
];

const show = (lang: 'zh' | 'en' = 'zh') => renderH5(<Swiper label="轮播图" intervalMs={INTERVAL} height={140} slides={slides} />, lang);

/** How many times the carousel moved on by itself: H5 scrolls its track, the mini-program's swiper is told to autoplay. */
let moves: jest.Mock;
beforeEach(() => {
  moves = jest.fn();
  Object.defineProperty(HTMLElement.prototype, 'scrollTo', { configurable: true, value: moves });
});
afterEach(() => {
  delete (HTMLElement.prototype as { scrollTo?: unknown }).scrollTo;
  delete (globalThis as { matchMedia?: unknown }).matchMedia;
  jest.useRealTimers();
});

function turning(): boolean {
  if (TARGET === 'weapp') return (document.querySelector('taro-swiper-core') as unknown as { autoplay: boolean }).autoplay;
  moves.mockClear();
  act(() => {
    jest.advanceTimersByTime(INTERVAL * 2);
  });
  return moves.mock.calls.length > 0;
}

it('is a region named by its label, and a linked slide is a button named by its picture', async () => {
  show();
  const carousel = screen.getByRole('region', { name: '轮播图' });
  fireEvent.click(await within(carousel).findByRole('button', { name: '一网通办 让师生少跑腿' }));
  expect(slides[0].onClick).toHaveBeenCalledTimes(1);
  expect(within(carousel).getAllByRole('img', { name: '轮播图 2' })).not.toHaveLength(0);
});

it("marks a slide whose text is the university's own as such", async () => {
  show();
  const own = await screen.findByRole('button', { name: '一网通办 让师生少跑腿' });
  expect(own.closest('[data-user-content]')).not.toBeNull();
  expect(screen.getAllByRole('img', { name: '轮播图 2' })[0].closest('[data-user-content]')).toBeNull();
});

it('turns by itself until paused, and again when played', async () => {
  jest.useFakeTimers();
  show();
  const pause = await screen.findByRole('button', { name: '暂停轮播' });
  expect(turning()).toBe(true);
  fireEvent.click(pause);
  expect(await screen.findByRole('button', { name: '播放轮播' })).toBeTruthy();
  expect(turning()).toBe(false);
  fireEvent.click(screen.getByRole('button', { name: '播放轮播' }));
  expect(await screen.findByRole('button', { name: '暂停轮播' })).toBeTruthy();
  expect(turning()).toBe(true);
});

it('names its pause button in English', async () => {
  show('en');
  expect(await screen.findByRole('button', { name: 'Pause carousel' })).toBeTruthy();
});

const h5 = TARGET === 'h5' ? it : it.skip;

h5('holds still while the focus is in it or the pointer is over it', async () => {
  jest.useFakeTimers();
  show();
  const carousel = screen.getByRole('region', { name: '轮播图' });
  const slide = await screen.findByRole('button', { name: '一网通办 让师生少跑腿' });
  act(() => slide.focus());
  expect(turning()).toBe(false);
  // From the slide to the pause button: still inside, still held.
  act(() => screen.getByRole('button', { name: '暂停轮播' }).focus());
  expect(turning()).toBe(false);
  act(() => slide.blur());
  act(() => screen.getByRole('button', { name: '暂停轮播' }).blur());
  expect(turning()).toBe(true);
  fireEvent.mouseEnter(carousel);
  expect(turning()).toBe(false);
  fireEvent.mouseLeave(carousel);
  expect(turning()).toBe(true);
});

h5('starts paused for people who ask for less motion', async () => {
  (globalThis as { matchMedia?: unknown }).matchMedia = (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' });
  jest.useFakeTimers();
  show();
  expect(await screen.findByRole('button', { name: '播放轮播' })).toBeTruthy();
  expect(turning()).toBe(false);
});
