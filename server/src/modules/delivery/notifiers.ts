/**
 * What a delivery says on each channel, and the channels this server has: email over SMTP_URL, SMS with the reminder
 * template (SMS_NOTICE_TEMPLATE_CODE), and the messaging app's subscribe message (WECHAT_*). A channel not configured
 * is absent, and its deliveries are skipped; unlike verification codes, reminders never go to the log.
 */
import { hostname } from 'node:os';
import type { DeliveryConfig } from '../../config';
import { campusDateTime } from '../../domain/campus-time';
import { aliyunSmsGateway } from './channels/aliyun-sms';
import { smtpEmailSender } from './channels/email-sender';
import { messagingAppClient } from './channels/messaging-app';
import type { DeliveryChannel } from './delivery.table';

/** One message, or a digest of several. */
export interface Notice {
  /** The delivery's own key, the same on every attempt: the email's Message-ID and the SMS OutId are made of it. */
  key: string;
  /** The mobile number, email address or openid. */
  to: string;
  subject: string;
  items: { title: string; content: string; link: string; at: Date }[];
}

export interface Notifier {
  /** The provider's id of the accepted send; throws Undeliverable for a refusal for good, anything else to retry. */
  send(notice: Notice): Promise<string>;
}

export type Notifiers = Partial<Record<DeliveryChannel, Notifier>>;

const escapeHtml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** Template fields hold 20 characters (thing) and SMS variables about as many. */
const short = (text: string, max = 20) => (Array.from(text).length > max ? `${Array.from(text).slice(0, max - 1).join('')}…` : text);

/** `publicUrl` (PUBLIC_URL) makes the links of emails absolute; without it an email names the messages only. */
export function createNotifiers(config: DeliveryConfig, publicUrl: string | undefined): Notifiers {
  const notifiers: Notifiers = {};
  const address = (link: string) => (publicUrl && link ? `${publicUrl}/v2${link}` : '');
  if (config.smtp) {
    const email = smtpEmailSender(config.smtp);
    const host = publicUrl ? new URL(publicUrl).hostname : hostname();
    notifiers.email = {
      send: (notice) =>
        email.send({
          to: notice.to,
          subject: notice.subject,
          messageId: `<delivery-${notice.key}@${host}>`,
          text: notice.items.map((i) => [`${campusDateTime(i.at).slice(0, 16)} ${i.title}`, i.content, address(i.link)].filter(Boolean).join('\n')).join('\n\n'),
          html: notice.items
            .map((i) => {
              const title = address(i.link) ? `<a href="${escapeHtml(address(i.link))}">${escapeHtml(i.title)}</a>` : escapeHtml(i.title);
              return `<p><span style="color:#666">${campusDateTime(i.at).slice(0, 16)}</span> ${title}</p>${i.content ? `<p>${escapeHtml(i.content)}</p>` : ''}`;
            })
            .join(''),
        }),
    };
  }
  if (config.sms && config.smsNoticeTemplate) {
    const sms = aliyunSmsGateway(config.sms);
    const templateCode = config.smsNoticeTemplate;
    notifiers.mobile = { send: (notice) => sms.send({ phone: notice.to, templateCode, outId: notice.key, params: { title: short(notice.subject) } }) };
  }
  if (config.messagingApp) {
    const app = messagingAppClient(config.messagingApp);
    notifiers.wechat = {
      send: (notice) =>
        app.send({
          openid: notice.to,
          // The page of the message's own link, or the message centre for a digest.
          page: (notice.items.length === 1 && notice.items[0].link ? notice.items[0].link : '/site/ucenter').replace(/^\//, ''),
          data: { thing1: { value: short(notice.subject) }, time2: { value: campusDateTime(notice.items.at(-1)?.at ?? null).slice(0, 16) } },
        }),
    };
  }
  return notifiers;
}

/** Which channels this server has, without building their clients (the settings page shows only these). */
export function availableChannels(config: DeliveryConfig): Record<DeliveryChannel, boolean> {
  return { wechat: config.messagingApp !== null, mobile: config.sms !== null && config.smsNoticeTemplate !== null, email: config.smtp !== null };
}
