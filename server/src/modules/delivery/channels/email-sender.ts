/** Email over SMTP with nodemailer (SMTP_URL, MAIL_FROM). */
import { createTransport } from 'nodemailer';
import { DeliveryFailed } from './delivery-failed';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** A Message-ID of our own (`<…@host>`), the same on every attempt, so a resend after a crash can be recognised. */
  messageId?: string;
}

export interface EmailSender {
  /** Resolves with the Message-ID once the SMTP server accepted the message; rejects with DeliveryFailed otherwise. */
  send(message: EmailMessage): Promise<string>;
}

/** A user waits on the send: a server that does not answer in these times counts as a failure. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

export function smtpEmailSender(config: { url: string; from: string }): EmailSender {
  const transport = createTransport({ url: config.url, ...TIMEOUTS });
  return {
    async send(message) {
      try {
        return (await transport.sendMail({ from: config.from, ...message })).messageId;
      } catch (err) {
        throw new DeliveryFailed('email', (err as Error).message);
      }
    },
  };
}
