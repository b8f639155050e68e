/** Email over SMTP with nodemailer (SMTP_URL, MAIL_FROM). */
import { createTransport } from 'nodemailer';
import { DeliveryFailed } from './delivery-failed';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface EmailSender {
  /** Resolves once the SMTP server accepted the message; rejects with DeliveryFailed otherwise. */
  send(message: EmailMessage): Promise<void>;
}

/** A user waits on the send: a server that does not answer in these times counts as a failure. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

export function smtpEmailSender(config: { url: string; from: string }): EmailSender {
  const transport = createTransport({ url: config.url, ...TIMEOUTS });
  return {
    async send(message) {
      try {
        await transport.sendMail({ from: config.from, ...message });
      } catch (err) {
        throw new DeliveryFailed('email', (err as Error).message);
      }
    },
  };
}
