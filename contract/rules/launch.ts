/** Where a service may be started (spec §5 "Mobile-limit"): returns the message to show, or null when allowed. */
export const MOBILE_LIMIT_MESSAGES = {
  desktopOnly: '请前往pc端发起',
  mobileOnly: '请前往移动端发起',
} as const;

export function mobileLimitMessage(mobileLimit: number, onMobile: boolean): string | null {
  if (mobileLimit === 1 && onMobile) return MOBILE_LIMIT_MESSAGES.desktopOnly;
  if (mobileLimit === 2 && !onMobile) return MOBILE_LIMIT_MESSAGES.mobileOnly;
  return null;
}
