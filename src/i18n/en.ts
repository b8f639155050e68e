import type { Resources } from './zh';

export const en: Resources = {
  app: { title: 'Online Service Hall' },
  nav: { home: 'Home' },
  header: {
    login: 'Sign in',
    logout: 'Sign out',
    messages: 'Messages',
    todo: 'To-do',
    language: '中文',
    languageLabel: 'Switch language',
  },
  footer: { address: 'Address', email: 'Email', phone: 'Phone', postal: 'Postcode' },
  errors: {
    site: 'Failed to get basic site info, please refresh and retry',
    permissions: 'Failed to get user permissions, please refresh and retry',
    user: 'Failed to get user info, please refresh and retry',
    logout: 'Logout failed, please click to retry',
    retry: 'Refresh',
    close: 'Close',
  },
  totp: {
    title: 'Security verification',
    hint: 'Enter the 6-digit code from your authenticator app',
    code: 'One-time code',
    invalid: 'Please enter the 6-digit code',
    submit: 'Confirm',
    cancel: 'Cancel',
  },
  loader: { loading: 'Loading' },
};
