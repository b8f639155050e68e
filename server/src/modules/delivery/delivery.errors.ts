/** The delivery area's failures: message settings a user tried to save. */
import { ErrorCode } from '../../../../contract/envelope';
import type { DomainErrorTable } from '../../domain/errors';

const invalid = { status: 400, e: ErrorCode.INVALID_INPUT } as const;

export const deliveryErrors = {
  'delivery.badSettings': { ...invalid, zh: '消息设置的格式不正确，请刷新页面后重试', en: 'The message settings are not in the expected form; reload the page and try again' },
  'delivery.badDigestTime': { ...invalid, zh: '定时提醒时间须为 07:00 至 23:00 之间的整点或半点', en: 'The daily reminder time must be on the hour or half hour from 07:00 to 23:00' },
  'delivery.badWindow': { ...invalid, zh: '提醒时段的开始时间须早于结束时间', en: 'The reminder window must start before it ends' },
  'delivery.channelUnavailable': { ...invalid, zh: '该提醒方式暂未开通', en: 'This reminder channel is not available on this portal' },
  'delivery.mobileNotBound': { ...invalid, zh: '请先绑定手机号，再开启短信提醒', en: 'Bind a mobile number before turning on text message reminders' },
  'delivery.emailNotBound': { ...invalid, zh: '请先绑定邮箱，再开启邮件提醒', en: 'Bind an email address before turning on email reminders' },
  'delivery.wechatNotBound': { ...invalid, zh: '请先在微信小程序中登录，再开启微信提醒', en: 'Sign in once in the mini-program before turning on its reminders' },
} satisfies DomainErrorTable<'delivery'>;

declare module '../../domain/errors' {
  interface DomainErrorRegistry {
    delivery: typeof deliveryErrors;
  }
}
