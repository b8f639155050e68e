import { pageCount, pagerItems } from './pages';

it('shows the first, last and nearby pages, a single missing page instead of a gap', () => {
  expect(pageCount(0, 10)).toBe(1);
  expect(pageCount(21, 10)).toBe(3);
  expect(pagerItems(1, 1)).toEqual([1]);
  expect(pagerItems(1, 10)).toEqual([1, 2, 3, 'gap', 10]);
  expect(pagerItems(5, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap', 10]);
  expect(pagerItems(6, 12)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 12]);
});
