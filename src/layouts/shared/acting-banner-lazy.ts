// The mini-program loads no code at run time: the banner is part of the page.
export { ActingBanner } from './acting-banner';
