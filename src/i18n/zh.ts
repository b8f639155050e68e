/** Shared Chinese texts (default) of the site chrome; each module brings its own namespace (src/modules.ts). */
import type { Widen } from './define-texts';

export const zh = {
  app: { title: '网上办事大厅' },
  nav: { home: '首页' },
  header: {
    login: '登录',
    logout: '退出登录',
    messages: '消息',
    todo: '待办',
    language: 'English',
    languageLabel: '切换语言',
  },
  footer: { address: '地址', email: '邮箱', phone: '电话', postal: '邮编' },
  errors: {
    site: '获取网站基础信息失败，请刷新重试',
    permissions: '获取用户权限失败，请刷新重试',
    user: '获取用户信息失败，请刷新重试',
    logout: '退出登录失败，请点击重试',
    retry: '刷新',
    close: '关闭',
  },
  // spec §8: e = 2 shows a one-time TOTP verification prompt.
  totp: {
    title: '安全验证',
    hint: '请输入身份验证器中的6位动态验证码',
    code: '动态验证码',
    invalid: '请输入6位数字验证码',
    submit: '确定',
    cancel: '取消',
  },
  loader: { loading: '正在加载' },
} as const;

export type Resources = Widen<typeof zh>;
