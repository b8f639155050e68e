/** The home page has the header's search box and its own: each has its own name, so the two are told apart. */
import { screen } from '@testing-library/react';
import { HomeSearch } from '@/features/home/home-search';
import { HeaderSearch } from '@/features/search';
import { renderH5, TARGET } from '../support/render';

// The combobox role is H5's native input; the mini-program's box is named the same way through its label.
(TARGET === 'h5' ? it.each : it.skip.each)([
  ['zh', '搜索', '搜索服务和通知'],
  ['en', 'Search', 'Search services and notices'],
] as const)('names the header’s box and the home page’s apart in %s', (lang, header, home) => {
  renderH5(
    <>
      <HeaderSearch />
      <HomeSearch keywords={{ data: [], loading: false }} />
    </>,
    lang,
  );
  expect(screen.getByRole('combobox', { name: header }).getAttribute('data-testid')).toBe('header-search-input');
  expect(screen.getByRole('combobox', { name: home }).getAttribute('data-testid')).toBe('search-input');
  expect(screen.getByRole('search', { name: home })).toBeTruthy();
});
