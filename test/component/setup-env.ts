// Each component project names its target (jest.config.js); the client branches on TARO_ENV as each build does.
import { configure as domTestingConfigure } from '@testing-library/dom';
import { readMiniProgramAria } from './support/mini-program-a11y';

declare const TARO_TARGET: 'h5' | 'weapp';
process.env.TARO_ENV = TARO_TARGET;
if (TARO_TARGET === 'weapp') readMiniProgramAria();

// jsdom has no layout, so nothing is ever on screen for Taro's lazily loaded <image>: report everything as in view.
class InView {
  constructor(private readonly report: (entries: { isIntersecting: boolean; target: Element }[], observer: InView) => void) {}
  observe(target: Element): void {
    this.report([{ isIntersecting: true, target }], this);
  }
  unobserve(): void {}
  disconnect(): void {}
}
(globalThis as { IntersectionObserver?: unknown }).IntersectionObserver ??= InView;

// findBy/waitFor give up after 1 s by default; on a busy two-core runner a render (or the test server's answer) can take
// several seconds, and the limit only matters when a test is going to fail anyway: 5 s was seen to run out under load.
// The dom library, not the react one: importing that here, before the test framework is up, would skip its cleanup.
domTestingConfigure({ asyncUtilTimeout: 20_000 });

// jsdom applies no browser stylesheet, so a <span> is not inline to it and an accessible name made of a text with a
// marked word in it ("关于<span>请假</span>制度的通知") comes out with spaces no screen reader would say.
const browserDefaults = document.createElement('style');
browserDefaults.textContent = 'span, a, b, i, em, strong, label, small, mark { display: inline }';
document.head.appendChild(browserDefaults);
