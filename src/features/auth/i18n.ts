/** Texts of the sign-in module, namespace `auth`. */
import { defineTexts } from '../../i18n/define-texts';

export const authTexts = defineTexts(
  {
    title: '校外用户登录',
    account: '账号',
    accountPlaceholder: '账号 / 手机号 / 邮箱',
    password: '密码',
    passwordPlaceholder: '请输入密码',
    submit: '登录',
    submitting: '登录中…',
    accountRequired: '请输入账号',
    passwordRequired: '请输入密码',
    hint: '校内师生请使用统一身份认证登录',
  },
  {
    title: 'Off-campus sign-in',
    account: 'Account',
    accountPlaceholder: 'Account / mobile / email',
    password: 'Password',
    passwordPlaceholder: 'Enter your password',
    submit: 'Sign in',
    submitting: 'Signing in…',
    accountRequired: 'Please enter your account',
    passwordRequired: 'Please enter your password',
    hint: 'Students and staff sign in with the campus single sign-on',
  },
);
