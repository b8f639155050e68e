/**
 * What a verification code email says, in the reader's language: what the code is for, the code, how long it is
 * valid, and what to do with one never asked for. An SMS carries only the code: its wording is the provider-approved
 * template's (SMS_TEMPLATE_CODE).
 */
import type { EmailMessage } from '../delivery/delivery.service';
import type { Lang } from '../../domain/lang';
import type { Template } from './codes.queries';

const PURPOSES: Record<Lang, Record<Template, string>> = {
  zh: { editcode: '绑定新的手机号或邮箱', register: '注册账号', reset: '重置密码' },
  en: { editcode: 'binding a new phone number or email', register: 'creating your account', reset: 'resetting your password' },
};

const escapeHtml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function codeEmail(input: { code: string; template: Template; minutes: number; lang: Lang; siteName: string }): Omit<EmailMessage, 'to'> {
  const { code, minutes, siteName } = input;
  const purpose = PURPOSES[input.lang][input.template];
  const lines =
    input.lang === 'en'
      ? {
          subject: `${siteName}: your verification code`,
          intro: `Your verification code for ${purpose} is:`,
          validity: `It is valid for ${minutes} minutes and can be used once.`,
          ignore: 'If you did not ask for it, ignore this email and do not share the code with anyone.',
        }
      : {
          subject: `【${siteName}】验证码`,
          intro: `您正在${purpose}，验证码为：`,
          validity: `${minutes} 分钟内有效，仅可使用一次。`,
          ignore: '如非本人操作，请忽略本邮件，不要把验证码告诉任何人。',
        };
  return {
    subject: lines.subject,
    text: [lines.intro, code, lines.validity, lines.ignore].join('\n'),
    html: [
      `<p>${escapeHtml(lines.intro)}</p>`,
      `<p style="font-size:24px;font-weight:bold;letter-spacing:4px">${code}</p>`,
      `<p>${escapeHtml(lines.validity)}</p>`,
      `<p style="color:#666">${escapeHtml(lines.ignore)}</p>`,
    ].join('\n'),
  };
}
