import { allowedRedirect } from './redirect';

const policy = { ownOrigin: 'https://hall.example.edu.cn', allowedOrigins: ['https://jw.example.edu.cn'] };

describe('where a sign-in may send the browser (spec §4 "Login redirect")', () => {
  it('follows paths on our own origin, normalised', () => {
    expect(allowedRedirect('/v2/matter/m_start?id=7', policy)).toBe('/v2/matter/m_start?id=7');
    expect(allowedRedirect('/v2/site/../site/index', policy)).toBe('/v2/site/index');
    expect(allowedRedirect('/site/index#top')).toBe('/site/index#top');
    expect(allowedRedirect('/v2/./site//index', policy)).toBe('/v2/site//index');
  });

  it('follows addresses on our own origin and on the allowed ones', () => {
    expect(allowedRedirect('https://hall.example.edu.cn/v2/site/index', policy)).toBe('https://hall.example.edu.cn/v2/site/index');
    expect(allowedRedirect('https://jw.example.edu.cn/grades?term=1', policy)).toBe('https://jw.example.edu.cn/grades?term=1');
    expect(allowedRedirect('HTTPS://JW.example.edu.cn/', policy)).toBe('https://jw.example.edu.cn/');
  });

  it('follows no absolute address where no origin is known (the client)', () => {
    expect(allowedRedirect('https://hall.example.edu.cn/v2/site/index')).toBeNull();
  });

  it.each([
    ['another site', 'https://evil.example/v2/site/index'],
    ['a look-alike host', 'https://hall.example.edu.cn.evil.example/'],
    ['another port of our host', 'https://hall.example.edu.cn:8443/'],
    ['plain http of our https origin', 'http://hall.example.edu.cn/'],
    ['a protocol-relative address', '//evil.example'],
    ['a protocol-relative address with a path', '//evil.example/v2/site/index'],
    ['a dot segment before a protocol-relative address', '/.//evil.example'],
    ['a parent segment before a protocol-relative address', '/..//evil.example'],
    ['an encoded dot segment before a protocol-relative address', '/%2e//evil.example'],
    ['an encoded parent segment before a protocol-relative address', '/%2E%2E//evil.example'],
    ['a path climbing back to a protocol-relative address', '/v2/..//evil.example/x'],
    ['a path climbing twice to a protocol-relative address', '/v2/site/../..//evil.example'],
    ['a backslash trick', '/\\evil.example'],
    ['backslashes only', '\\\\evil.example'],
    ['a tab inside the scheme', 'java\tscript:alert(1)'],
    ['a newline before the host', '/\n/evil.example'],
    ['a script address', 'javascript:alert(1)'],
    ['a data address', 'data:text/html,<script>alert(1)</script>'],
    ['credentials before our host', 'https://hall.example.edu.cn@evil.example/'],
    ['credentials on our host', 'https://user:pw@hall.example.edu.cn/'],
    ['a still-encoded protocol-relative address', '%2F%2Fevil.example'],
    ['a still-encoded script address', 'javascript%3Aalert(1)'],
    ['a relative path without a slash', 'site/index'],
    ['nothing', ''],
    ['an address too long to be one', `/v2/${'a'.repeat(1000)}`],
  ])('refuses %s', (_what, raw) => {
    expect(allowedRedirect(raw, policy)).toBeNull();
  });
});
