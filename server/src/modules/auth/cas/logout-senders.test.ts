import { isSender, logoutSenders } from './logout-senders';

const cas = { baseUrl: 'https://cas.example.edu.cn/cas', createUsers: false, attributes: { number: 'uid', name: 'cn', identity: 'userType', department: 'deptCode' } };

describe('who may send a CAS single-logout request', () => {
  it('takes the configured addresses when there are any', async () => {
    await expect(logoutSenders({ ...cas, logoutAddresses: ['10.0.0.7'] }, async () => ['192.0.2.1'])).resolves.toEqual(['10.0.0.7']);
  });

  it('else the addresses the CAS host resolves to, or none when it does not resolve', async () => {
    await expect(logoutSenders(cas, async (host) => (host === 'cas.example.edu.cn' ? ['192.0.2.1', '2001:db8::1'] : []))).resolves.toEqual(['192.0.2.1', '2001:db8::1']);
    await expect(logoutSenders(cas, async () => Promise.reject(new Error('ENOTFOUND')))).resolves.toEqual([]);
    await expect(logoutSenders({ ...cas, baseUrl: 'http://[::1]:8443/cas' }, async () => [])).resolves.toEqual(['::1']);
  });

  it('compares addresses as one sender whether written as IPv4 or IPv4-mapped IPv6', () => {
    expect(isSender('::ffff:192.0.2.1', ['192.0.2.1'])).toBe(true);
    expect(isSender('2001:DB8::1', ['2001:db8::1'])).toBe(true);
    expect(isSender('192.0.2.2', ['192.0.2.1'])).toBe(false);
    expect(isSender('192.0.2.1', [])).toBe(false);
  });
});
