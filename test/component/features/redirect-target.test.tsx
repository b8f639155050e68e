/**
 * Where sign-in goes next (spec §4 "Login redirect"): back to `redirect_url` when it is a page of the portal, carrying
 * token, ticket and number; never to an outside address (an open redirect would let a phishing link borrow the
 * portal's sign-in page), and never back to a sign-in page.
 */
import { redirectTarget } from '@/features/auth/login-form';

const HOME = '/site/index';
const routeFor = (redirect_url: string) => redirectTarget({ redirect_url }, HOME).route;

it('returns to a page of the portal, encoded or not', () => {
  expect(routeFor('/matter/detail')).toBe('/matter/detail');
  expect(routeFor('%2Fsite%2Fm_indexs')).toBe('/site/m_indexs');
});

it("brings back the page's own parameters, and only those", () => {
  expect(redirectTarget({ redirect_url: '/matter/m_start?id=7', ticket: 'ST-1' }, HOME)).toEqual({ route: '/matter/m_start', query: { id: '7', ticket: 'ST-1' } });
  expect(redirectTarget({ redirect_url: encodeURIComponent('/site/appSearch?keyword=请假') }, HOME)).toEqual({ route: '/site/appSearch', query: { keyword: '请假' } });
  expect(routeFor('/matter/m_start?id=7&next=x')).toBe(HOME);
  expect(routeFor('/matter/m_start?id=//evil.example')).toBe(HOME);
});

it('goes home without a redirect', () => {
  expect(redirectTarget({}, HOME)).toEqual({ route: HOME, query: {} });
  expect(routeFor('')).toBe(HOME);
});

it.each([
  ['an outside address', 'https://evil.example/site/index'],
  ['a protocol-relative address', '//evil.example'],
  ['a protocol-relative address with a path', '//evil.example/site/index'],
  ['a backslash trick', '/\\evil.example'],
  ['a script address', 'javascript:alert(1)'],
  ['an encoded outside address', '%2F%2Fevil.example'],
  ['a doubly encoded outside address', '%252F%252Fevil.example'],
  ['an encoded script address', 'javascript%3Aalert(1)'],
  ['a path climbing out', '/site/../../evil'],
  ['a dot segment before a protocol-relative address', '/.//evil.example/site/index'],
  ['a parent segment before a protocol-relative address', '/..//evil.example/site/index'],
  ['an encoded dot segment before a protocol-relative address', '/%2e//evil.example/site/index'],
  ['a page path climbing back to a protocol-relative address', '/v2/..//evil.example/x'],
  ['a query smuggled in', '/site/index?next=//evil.example'],
  ['a fragment smuggled in', '/site/index#//evil.example'],
  ['a malformed escape', '%E0%A4%A'],
])('refuses %s', (_what, url) => {
  expect(routeFor(url)).toBe(HOME);
});

it.each(['/site/login', '/site/m_login', '%2Fsite%2Flogin'])('never loops back to sign-in (%s)', (url) => {
  expect(routeFor(url)).toBe(HOME);
});

it('carries token, ticket and number, and nothing else', () => {
  const target = redirectTarget({ redirect_url: '/matter/detail', token: 't1', ticket: 'ST-1', number: '2023010101', uid: 'admin', redirect: 'x' }, HOME);
  expect(target).toEqual({ route: '/matter/detail', query: { token: 't1', ticket: 'ST-1', number: '2023010101' } });
});

it('carries them home too when the redirect is refused', () => {
  expect(redirectTarget({ redirect_url: '//evil.example', ticket: 'ST-1' }, HOME)).toEqual({ route: HOME, query: { ticket: 'ST-1' } });
});
