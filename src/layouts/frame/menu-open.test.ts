import { backOfficeAction, menuAction, personalCentreAction, throughNetworkCheck } from './menu-open';

const CHECK = 'https://net.example.edu.cn/check';

describe('where a menu entry leads (spec §2 "Header and menu")', () => {
  it('opens a portal route with its query', () => {
    expect(menuAction({ key: 'myTasks', route: '/matter/todo', query: { page: 'todo' } }, CHECK)).toEqual({ kind: 'route', route: '/matter/todo', query: { page: 'todo' } });
  });

  it('opens an http path directly, or in a new tab where flagged', () => {
    expect(menuAction({ key: 'x', url: 'https://lib.example.edu.cn/' }, CHECK)).toEqual({ kind: 'address', url: 'https://lib.example.edu.cn/', newTab: false });
    expect(menuAction({ key: 'x', url: 'http://lib.example.edu.cn/', newTab: true }, CHECK)).toEqual({ kind: 'address', url: 'http://lib.example.edu.cn/', newTab: true });
  });

  it('sends an authority-flagged outside address through the network check, told where to go next', () => {
    const action = menuAction({ key: 'x', url: 'https://vpn.example.edu.cn/a?b=1', authority: true }, CHECK);
    expect(action).toEqual({ kind: 'address', url: `${CHECK}?redirect_url=${encodeURIComponent('https://vpn.example.edu.cn/a?b=1')}`, newTab: true });
    expect(throughNetworkCheck(`${CHECK}?school=1`, 'https://a.cn')).toBe(`${CHECK}?school=1&redirect_url=https%3A%2F%2Fa.cn`);
    // Without a network-check address the entry still opens.
    expect(menuAction({ key: 'x', url: 'https://a.cn', authority: true }, null)).toEqual({ kind: 'address', url: 'https://a.cn', newTab: false });
  });

  it('shows the tip of an entry without a path, or says it is not open yet', () => {
    expect(menuAction({ key: 'x', tip: '请在校园网内访问' }, CHECK)).toEqual({ kind: 'tip', text: '请在校园网内访问' });
    expect(menuAction({ key: 'x' }, CHECK)).toEqual({ kind: 'tip', text: 'frame.notOpen' });
    expect(menuAction({ key: 'x', url: 'javascript:alert(1)' }, CHECK)).toEqual({ kind: 'tip', text: 'frame.notOpen' });
  });

  it('enters the external back end only inside the 5.0 main system, else /backHome/index', () => {
    const rh = { rh_flag: 1, main_system: '5.0', url: 'https://admin.example.edu.cn/' };
    expect(backOfficeAction(rh)).toEqual({ kind: 'address', url: rh.url, newTab: true });
    expect(backOfficeAction({ ...rh, rh_flag: 0 })).toEqual({ kind: 'route', route: '/backHome/index' });
    expect(backOfficeAction({ ...rh, main_system: '4.0' })).toEqual({ kind: 'route', route: '/backHome/index' });
    expect(backOfficeAction(undefined)).toEqual({ kind: 'route', route: '/backHome/index' });
  });

  it('treats a personal-centre path with a dot as a full host (spec §2, §9 default site/personal)', () => {
    expect(personalCentreAction(undefined)).toEqual({ kind: 'route', route: '/site/personal' });
    expect(personalCentreAction('site/ucenter')).toEqual({ kind: 'route', route: '/site/ucenter' });
    expect(personalCentreAction('my.example.edu.cn/home')).toEqual({ kind: 'address', url: 'https://my.example.edu.cn/home', newTab: false });
    expect(personalCentreAction('http://my.example.edu.cn')).toEqual({ kind: 'address', url: 'http://my.example.edu.cn', newTab: false });
  });

  it('reads the dot in the host part only: a portal path may carry a plugin address in its query (spec §2 /site/personal/redirect)', () => {
    const plugin = 'https://card.example.edu.cn/me?a=1';
    const action = { kind: 'route', route: '/site/personal/redirect', query: { url: plugin } };
    expect(personalCentreAction(`site/personal/redirect?url=${encodeURIComponent(plugin)}`)).toEqual(action);
    expect(personalCentreAction('/homepage/index#v2.0')).toEqual({ kind: 'route', route: '/homepage/index' });
    expect(personalCentreAction('card.example.edu.cn')).toEqual({ kind: 'address', url: 'https://card.example.edu.cn', newTab: false });
    expect(personalCentreAction('card.example.edu.cn?from=hall')).toEqual({ kind: 'address', url: 'https://card.example.edu.cn?from=hall', newTab: false });
  });
});
