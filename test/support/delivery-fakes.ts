/**
 * The three message channels' fakes together (SMTP inbox, SMS gateway, messaging-app API) and the environment that
 * points a server process at them, as an operator would configure the real ones.
 */
import { startSmsGateway, type TestSmsGateway } from './sms-gateway';
import { startSmtpInbox, type TestSmtpInbox } from './smtp-inbox';
import { startWechatApi, type TestWechatApi } from './wechat-api';

export interface DeliveryFakes {
  inbox: TestSmtpInbox;
  sms: TestSmsGateway;
  wechat: TestWechatApi;
  /** SMTP_URL, SMS_*, WECHAT_* for a server process. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startDeliveryFakes(): Promise<DeliveryFakes> {
  const [inbox, sms, wechat] = await Promise.all([startSmtpInbox(), startSmsGateway(), startWechatApi()]);
  const env = {
    SMTP_URL: inbox.config.url,
    MAIL_FROM: inbox.config.from,
    SMS_PROVIDER: sms.config.provider,
    SMS_ENDPOINT: sms.config.endpoint,
    SMS_ACCESS_KEY_ID: sms.config.accessKeyId,
    SMS_ACCESS_KEY_SECRET: sms.config.accessKeySecret,
    SMS_SIGN_NAME: sms.config.signName,
    SMS_TEMPLATE_CODE: sms.config.templateCode,
    SMS_NOTICE_TEMPLATE_CODE: sms.noticeTemplate,
    WECHAT_APPID: wechat.config.appId,
    WECHAT_SECRET: wechat.config.secret,
    WECHAT_TEMPLATE_ID: wechat.config.templateId,
    WECHAT_API_BASE: wechat.config.apiBase,
  };
  return { inbox, sms, wechat, env, close: async () => void (await Promise.all([inbox.close(), sms.close(), wechat.close()])) };
}
