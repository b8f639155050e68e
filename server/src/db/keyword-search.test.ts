import { keywordPatterns } from './keyword-search';

describe('keyword patterns', () => {
  it('trim and lower the keyword and take LIKE wildcards in it literally', () => {
    expect(keywordPatterns('  VPN ')).toEqual({ exact: 'vpn', prefix: 'vpn%', contains: '%vpn%' });
    expect(keywordPatterns('100%_\\')).toEqual({ exact: '100%_\\', prefix: '100\\%\\_\\\\%', contains: '%100\\%\\_\\\\%' });
  });
});
