import { allowedPluginUrl, pluginParam } from './plugin';

const ORIGINS = ['https://plugin.example.edu.cn', 'http://intranet.example.edu.cn:8080'];

describe('the plugin allow-list (spec §2 /site/personal/redirect)', () => {
  it('embeds an address on an allowed origin, normalised', () => {
    expect(allowedPluginUrl('https://plugin.example.edu.cn/card?x=1#top', ORIGINS)).toBe('https://plugin.example.edu.cn/card?x=1#top');
    expect(allowedPluginUrl('HTTPS://PLUGIN.example.edu.cn', ORIGINS)).toBe('https://plugin.example.edu.cn/');
    expect(allowedPluginUrl('http://intranet.example.edu.cn:8080/a', ORIGINS)).toBe('http://intranet.example.edu.cn:8080/a');
  });

  it('refuses every other origin: another host, scheme or port, or a look-alike', () => {
    expect(allowedPluginUrl('https://evil.example.com/', ORIGINS)).toBeNull();
    expect(allowedPluginUrl('http://plugin.example.edu.cn/', ORIGINS)).toBeNull();
    expect(allowedPluginUrl('https://plugin.example.edu.cn:444/', ORIGINS)).toBeNull();
    expect(allowedPluginUrl('https://plugin.example.edu.cn.evil.com/', ORIGINS)).toBeNull();
    expect(allowedPluginUrl('https://intranet.example.edu.cn/a', ORIGINS)).toBeNull();
  });

  it('refuses what is no plain http(s) address: paths, other schemes, credentials, tricks browsers reinterpret', () => {
    for (const raw of [
      undefined,
      '',
      '/site/index',
      '//plugin.example.edu.cn/',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'https://plugin.example.edu.cn@evil.com/',
      'https://user:pw@plugin.example.edu.cn/',
      'https:\\\\evil.com',
      'https://evil.com\\@plugin.example.edu.cn/',
      ' https://plugin.example.edu.cn/',
      'https://plugin.example.edu.cn/\n',
      'https%3A%2F%2Fplugin.example.edu.cn%2F',
      `https://plugin.example.edu.cn/${'a'.repeat(1000)}`,
    ]) {
      expect(allowedPluginUrl(raw, ORIGINS)).toBeNull();
    }
  });

  it('refuses everything when no origin is configured', () => {
    expect(allowedPluginUrl('https://plugin.example.edu.cn/', [])).toBeNull();
  });
});

it('reads the url parameter decoded once, as the address carries it encoded', () => {
  expect(pluginParam(encodeURIComponent('https://plugin.example.edu.cn/a?b=1&c=2'))).toBe('https://plugin.example.edu.cn/a?b=1&c=2');
  // Encoded twice, it stays encoded after one decoding, and the allow-list refuses it.
  const twice = pluginParam(encodeURIComponent(encodeURIComponent('https://plugin.example.edu.cn/')));
  expect(allowedPluginUrl(twice, ORIGINS)).toBeNull();
  expect(pluginParam('https://plugin.example.edu.cn/%E0%A4%A')).toBe('https://plugin.example.edu.cn/%E0%A4%A');
  expect(pluginParam(undefined)).toBeUndefined();
});
