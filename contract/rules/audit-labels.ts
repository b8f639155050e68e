/** The audit trail's words as people read them (the back office's audit log and its xlsx export), in zh and en. */
import type { AuditEventName } from '../calls/audit';

type Bilingual = { zh: string; en: string };

export const AUDIT_EVENT_LABELS: Record<AuditEventName, Bilingual> = {
  sign_in: { zh: '登录', en: 'Sign-in' },
  sign_out: { zh: '退出登录', en: 'Sign-out' },
  password_change: { zh: '修改密码', en: 'Password change' },
  phone_change: { zh: '修改手机号', en: 'Phone change' },
  email_change: { zh: '修改邮箱', en: 'Email change' },
  totp_enrol: { zh: '绑定动态口令', en: 'TOTP enrolment' },
  identity_switch: { zh: '切换身份', en: 'Identity switch' },
  grant_use: { zh: '使用授权', en: 'Use of a grant' },
  account_register: { zh: '注册账号', en: 'Account registration' },
  password_reset: { zh: '重置密码', en: 'Password reset' },
};

export const AUDIT_OUTCOME_LABELS: Record<'success' | 'failure', Bilingual> = {
  success: { zh: '成功', en: 'Success' },
  failure: { zh: '失败', en: 'Failure' },
};

/** The actions back-office changes name most; any other is shown as written. */
export const CHANGE_ACTION_LABELS: Record<string, Bilingual> = {
  create: { zh: '新建', en: 'Create' },
  update: { zh: '修改', en: 'Update' },
  delete: { zh: '删除', en: 'Delete' },
  publish: { zh: '发布', en: 'Publish' },
  unpublish: { zh: '撤回发布', en: 'Unpublish' },
  reorder: { zh: '调整顺序', en: 'Reorder' },
  reply: { zh: '回复', en: 'Reply' },
  grant: { zh: '授予', en: 'Grant' },
  revoke: { zh: '收回', en: 'Revoke' },
  rotate_secret: { zh: '更换密钥', en: 'Rotate secret' },
  save_form: { zh: '保存表单草稿', en: 'Save form draft' },
  save_process: { zh: '保存流程草稿', en: 'Save process draft' },
  release: { zh: '发布新版本', en: 'Release' },
  restore: { zh: '恢复历史版本', en: 'Restore a release' },
};

export const labelIn = (labels: Record<string, Bilingual>, key: string, lang: 'zh' | 'en'): string => labels[key]?.[lang] ?? key;
