import Taro from '@tarojs/taro';
import { modules } from '@/modules';
import { appPages, customRoutes } from '@/routes';
import { currentRoute, goTo, pageUrl } from './navigation';

// The component projects run this file as H5 (jsdom at 1024 px: the desktop pages) and as the mini-program.
const mini = process.env.TARO_ENV !== 'h5';

describe('navigation by spec route, with modules in subpackages', () => {
  it("lands every declared route on a page the target's app config lists, in its package", () => {
    const { pages, subPackages } = appPages(modules, mini ? 'mini' : 'h5');
    const listed = [...pages, ...subPackages.flatMap((s) => s.pages.map((p) => `${s.root}/${p}`))];
    const routes = modules.flatMap((m) => m.pages.flatMap((p) => [p.desktop, p.mobile])).filter((r) => r !== undefined);
    for (const route of routes) expect(listed).toContain(pageUrl(route).slice(1));
  });

  it('opens a page of a module on the shared site segment in its own folder, at the same H5 path', () => {
    const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'navigateTo:ok' } as never);
    goTo('/site/noticeList', { kind: 'office_notice' });
    const page = mini ? 'm_noticeList' : 'noticeList';
    expect(navigateTo).toHaveBeenCalledWith({ url: `/pages/notices/${page}/index?kind=office_notice` });
    expect(customRoutes[`/pages/notices/${page}/index`]).toBe(`/site/${page}`);
    navigateTo.mockRestore();
  });

  it('reads the spec route of the page on top from its page file', () => {
    const instance = jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { path: '/pages/account/m_changePwd/index', params: {} } } as never);
    expect(currentRoute()).toBe('/site/m_changePwd');
    instance.mockReturnValue({ router: { path: '/pages/site/m_indexs/index', params: {} } } as never);
    expect(currentRoute()).toBe('/site/m_indexs');
    instance.mockRestore();
  });
});
