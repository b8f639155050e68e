/**
 * In jest the mini-program's Taro components render as Taro's H5 web components (taro-view-core, taro-button-core…),
 * carrying the mini-program's accessibility attributes. The mini-program's screen reader takes a component's role
 * from `aria-role` and announces its <button> as a button; testing-library reads DOM ARIA (`role`). This mirrors the
 * first into the second, so one query (getByRole, getByLabelText) finds the same thing on both targets.
 */
const NATIVE_ROLES: Record<string, string> = { 'TARO-BUTTON-CORE': 'button' };
const { setAttribute, removeAttribute } = Element.prototype;

function mirrorRole(element: Element): void {
  const role = element.getAttribute('aria-role') ?? NATIVE_ROLES[element.tagName];
  if (role) setAttribute.call(element, 'role', role);
  else removeAttribute.call(element, 'role');
}

export function readMiniProgramAria(): void {
  Element.prototype.setAttribute = function (name: string, value: string) {
    setAttribute.call(this, name, value);
    if (name === 'aria-role' || NATIVE_ROLES[this.tagName]) mirrorRole(this);
  };
  Element.prototype.removeAttribute = function (name: string) {
    removeAttribute.call(this, name);
    if (name === 'aria-role') mirrorRole(this);
  };
}
