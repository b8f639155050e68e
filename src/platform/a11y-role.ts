/**
 * A role for a Taro component, as each target reads it: H5 renders plain elements, where only `role` is valid ARIA
 * (axe-core refuses `aria-role`); the mini-program's screen reader reads `aria-role` and ignores `role`.
 */
export function roleProps(role: string): { role: string } | { 'aria-role': string } {
  return process.env.TARO_ENV === 'h5' ? { role } : { 'aria-role': role };
}
