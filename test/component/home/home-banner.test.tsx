/** The home banner names each picture by the banner's own text, and by its place where a banner has none. */
import { screen } from '@testing-library/react';
import { HomeBanner } from '@/features/home/home-banner';
import type { Banner } from '@/features/home/use-home-data';
import { renderH5, TARGET } from '../support/render';

const banner = (id: number, title: string): Banner => ({ id, title, logo_url: `/static/demo/banner-${id}.svg`, linkurl: '/v2/site/index', is_show: 1, sort: id });

// H5 only: under jsdom the mini-program's swiper is Taro's web component, whose Swiper.js accessibility module
// rewrites each slide's label as it starts ("1 / 2"), sooner or later; the mini-program itself keeps ours.
(TARGET === 'h5' ? it : it.skip)("names each slide by its banner's text, or by its number where the banner has none", async () => {
  renderH5(<HomeBanner banners={{ data: [banner(1, '2026 年冬季学期服务指南'), banner(2, ' ')], loading: false }} onMobile={false} />);
  expect(await screen.findByRole('button', { name: '2026 年冬季学期服务指南' })).toBeTruthy();
  expect(await screen.findByRole('button', { name: '轮播图 2' })).toBeTruthy();
});
