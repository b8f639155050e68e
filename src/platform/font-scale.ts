/**
 * Root font size (spec §2): mobile pages use 100 * width / 375 with the width clamped to 320..480;
 * the desktop layout stays at 100 px, so one stylesheet (100 design px = 1rem) serves both.
 */
import { FONT_SCALE } from '@contract/constants';

export function rootFontSize(width: number, mobile: boolean): number {
  if (!mobile) return FONT_SCALE.base;
  const clamped = Math.min(FONT_SCALE.maxWidth, Math.max(FONT_SCALE.minWidth, width));
  return (FONT_SCALE.base * clamped) / FONT_SCALE.designWidth;
}
