import { specText } from '../texts';
import { EXTERNAL_LINK_APP_IDS, launchStep, miniProgramQrText, miniProgramTarget, mobileLimitProblem, startProblem, thirdPartyUrl } from './launch';

describe('mobileLimitProblem (spec §5)', () => {
  it('stops a desktop-only service on a phone and a mobile-only one on a desktop, with the spec texts', () => {
    expect(specText(mobileLimitProblem(1, true)!)).toBe('请前往pc端发起');
    expect(specText(mobileLimitProblem(2, false)!)).toBe('请前往移动端发起');
  });
  it('lets everything else through', () => {
    expect(mobileLimitProblem(1, false)).toBeNull();
    expect(mobileLimitProblem(2, true)).toBeNull();
    expect(mobileLimitProblem(0, true)).toBeNull();
  });
});

describe('startProblem', () => {
  const leave = {
    type: 1, hasForm: true, audiences: ['student'] as const, mobileLimit: 0, duringUpper: '2026-12-31 23:59:59',
    signedIn: true, callerAudience: 'student' as const, onMobile: true, now: '2026-11-23 10:00:00',
  };
  it('lets a student start the leave request on a phone before its deadline', () => {
    expect(startProblem(leave)).toBeNull();
  });
  it('says why not, in the order a user can act on it', () => {
    expect(specText(startProblem({ ...leave, type: 4 })!)).toBe('该服务无需在线发起');
    expect(specText(startProblem({ ...leave, signedIn: false })!)).toBe('请登录后发起');
    expect(specText(startProblem({ ...leave, callerAudience: 'visitor' })!)).toBe('该事项不面向您的身份办理');
    expect(specText(startProblem({ ...leave, now: '2027-01-01 00:00:00' })!)).toBe('该事项已截止办理');
    expect(specText(startProblem({ ...leave, mobileLimit: 1 })!)).toBe('请前往pc端发起');
  });
});

describe('launchStep (spec §4 "Third-party app click")', () => {
  const card = { id: 1, type: 1, is_folder: 0, mobile_limit: 0, jump_type: 1, terminal: 0, url: '', url_pc: '', url_mobile: '' };
  it('opens a folder before anything else, and says where to go for a service limited to the other client', () => {
    expect(launchStep({ ...card, is_folder: 1, mobile_limit: 1 }, true)).toEqual({ kind: 'folder' });
    expect(launchStep({ ...card, mobile_limit: 1 }, true)).toEqual({ kind: 'refuse', text: 'desktopOnly' });
    expect(launchStep({ ...card, mobile_limit: 2 }, false)).toEqual({ kind: 'refuse', text: 'mobileOnly' });
  });
  it('records and opens a third-party link by its address for the client, and a mini-program by its jump type', () => {
    const link = { ...card, type: 4, url: 'https://a.edu.cn/', url_pc: 'https://a.edu.cn/pc', url_mobile: 'https://a.edu.cn/m', terminal: 1 };
    expect(launchStep(link, false)).toEqual({ kind: 'thirdPartyLink', url: 'https://a.edu.cn/pc' });
    expect(launchStep(link, true)).toEqual({ kind: 'thirdPartyLink', url: 'https://a.edu.cn/m' });
    expect(launchStep({ ...link, jump_type: 2 }, true)).toEqual({ kind: 'miniProgram' });
    expect(launchStep({ ...card, type: 4, jump_type: 1 }, false)).toEqual({ kind: 'page', route: '/matter/detail' });
  });
  it('opens types 7 and 8 on their start page and the rest on their detail page, mobile twins on a phone', () => {
    expect(launchStep({ ...card, type: 7 }, false)).toEqual({ kind: 'page', route: '/matter/start' });
    expect(launchStep({ ...card, type: 8 }, true)).toEqual({ kind: 'page', route: '/matter/m_start' });
    expect(launchStep(card, true)).toEqual({ kind: 'page', route: '/matter/m_detail' });
  });
  it('opens the address of the campus hall and venue app ids (8 to 15 and 18) when they have one', () => {
    expect(EXTERNAL_LINK_APP_IDS).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 18]);
    expect(launchStep({ ...card, id: 18, type: 7, url: 'https://venue.edu.cn/' }, false)).toEqual({ kind: 'external', url: 'https://venue.edu.cn/' });
    expect(launchStep({ ...card, id: 16, type: 7, url: 'https://venue.edu.cn/' }, false)).toEqual({ kind: 'page', route: '/matter/start' });
    expect(launchStep({ ...card, id: 9 }, false)).toEqual({ kind: 'page', route: '/matter/detail' });
  });
});

describe('thirdPartyUrl', () => {
  it('falls back to url when the client\'s own address is missing', () => {
    const app = { terminal: 1, url: 'https://a.edu.cn/', url_pc: '', url_mobile: '' };
    expect(thirdPartyUrl(app, true)).toBe('https://a.edu.cn/');
    expect(thirdPartyUrl(app, false)).toBe('https://a.edu.cn/');
    expect(thirdPartyUrl({ ...app, terminal: 0, url_pc: 'https://a.edu.cn/pc' }, false)).toBe('https://a.edu.cn/');
  });
});

describe('miniProgramTarget', () => {
  it('reads the app id (appid or appId), the path and the rest as extra data', () => {
    expect(miniProgramTarget('{"appid":"wx01","path":"pages/a/index","scene":"hall"}')).toEqual({ appId: 'wx01', path: 'pages/a/index', extras: { scene: 'hall' } });
    expect(miniProgramTarget('{"appId":"wx02"}')).toEqual({ appId: 'wx02', path: '', extras: {} });
  });
  it('is null without an app id or with data that is not a JSON object', () => {
    expect(miniProgramTarget('')).toBeNull();
    expect(miniProgramTarget('not json')).toBeNull();
    expect(miniProgramTarget('["wx01"]')).toBeNull();
    expect(miniProgramTarget('{"path":"pages/a/index"}')).toBeNull();
  });
});

describe('miniProgramQrText', () => {
  const app = { qrcode: '', json_small_data: '', url_mobile: '', url: '' };
  it('encodes the registered QR address first, then the web address of the data, url_mobile or url', () => {
    expect(miniProgramQrText({ ...app, qrcode: 'https://qr.example.cn/q/1', url: 'https://a.edu.cn/' })).toBe('https://qr.example.cn/q/1');
    expect(miniProgramQrText({ ...app, json_small_data: '{"appid":"wx01","url":"https://m.edu.cn/card"}', url: 'https://a.edu.cn/' })).toBe('https://m.edu.cn/card');
    expect(miniProgramQrText({ ...app, url_mobile: 'http://m.a.edu.cn/', url: 'https://a.edu.cn/' })).toBe('http://m.a.edu.cn/');
  });
  it('passes over what is not an http(s) address: a picture path or a mini-program page', () => {
    expect(miniProgramQrText({ ...app, qrcode: '/static/demo/qrcode-card.svg', url: 'https://a.edu.cn/' })).toBe('https://a.edu.cn/');
    expect(miniProgramQrText({ ...app, url: 'pages/recharge/index' })).toBeNull();
  });
});
