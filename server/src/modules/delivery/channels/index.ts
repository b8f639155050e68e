/**
 * How messages leave the server: SMS through the configured provider, email over SMTP. A channel that is not
 * configured writes to the log outside production and fails in production, where start-up warns about it. Failures
 * are logged here (never a message's content) and rethrown as DeliveryFailed for the use case to answer.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { DeliveryConfig } from '../../../config';
import { aliyunSmsGateway } from './aliyun-sms';
import { DeliveryFailed } from './delivery-failed';
import { smtpEmailSender, type EmailSender } from './email-sender';
import { logEmailSender, logSmsGateway } from './log-delivery';
import type { SmsGateway } from './sms-gateway';

export { DeliveryFailed } from './delivery-failed';
export type { EmailMessage, EmailSender } from './email-sender';
export type { SmsGateway, SmsMessage } from './sms-gateway';

export interface Delivery {
  sms: SmsGateway;
  email: EmailSender;
}

function unconfigured(channel: 'sms' | 'email', setting: string, log: FastifyBaseLogger) {
  log.warn(`${setting} is not set: ${channel === 'sms' ? 'text messages' : 'emails'} (verification codes) cannot be sent`);
  return {
    async send(): Promise<string> {
      throw new DeliveryFailed(channel, `${setting} is not set`);
    },
  };
}

/** Logs a failed send with its reason, so an operator sees why users were told 发送失败. */
function logged<M>(channel: 'sms' | 'email', sender: { send(message: M): Promise<string> }, log: FastifyBaseLogger) {
  return {
    async send(message: M) {
      try {
        return await sender.send(message);
      } catch (err) {
        log.warn({ channel, reason: (err as Error).message }, 'message not delivered');
        throw err instanceof DeliveryFailed ? err : new DeliveryFailed(channel, (err as Error).message);
      }
    },
  };
}

export function createDelivery(config: DeliveryConfig, log: FastifyBaseLogger): Delivery {
  const sms = config.sms ? aliyunSmsGateway(config.sms) : config.logUnconfigured ? logSmsGateway(log) : unconfigured('sms', 'SMS_PROVIDER', log);
  const email = config.smtp ? smtpEmailSender(config.smtp) : config.logUnconfigured ? logEmailSender(log) : unconfigured('email', 'SMTP_URL', log);
  return { sms: logged('sms', sms, log), email: logged('email', email, log) };
}
