/**
 * The demo campus's feedback types (spec §3 Feedback type): type 1 is about a service, the others name a function.
 * One name is longer than the dialog's 7 characters, as schools' lists often are.
 */
export const feedbackTypes = [
  { type: 1, name: '事项办理问题', name_en: 'A service' },
  { type: 2, name: '功能建议', name_en: 'Suggestion' },
  { type: 3, name: '页面显示问题', name_en: 'Display problem' },
  { type: 4, name: '账号登录与权限相关问题', name_en: 'Sign-in and permissions' },
  { type: 5, name: '其他', name_en: 'Other' },
];
