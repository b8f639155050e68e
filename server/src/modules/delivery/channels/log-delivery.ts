/**
 * Delivery into the server log, for a channel a development server has not configured: `npm start` on a laptop can
 * register a demo account with the code read from the log. Never used in production (NODE_ENV=production), where an
 * unconfigured channel fails instead: a code in a shared log would let anyone who reads it take the account.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { EmailSender } from './email-sender';
import type { SmsGateway } from './sms-gateway';

export function logSmsGateway(log: FastifyBaseLogger): SmsGateway {
  return {
    async send({ phone, params }) {
      log.info({ phone, params }, 'SMS not configured (SMS_PROVIDER): this message went to the log only');
      return 'log';
    },
  };
}

export function logEmailSender(log: FastifyBaseLogger): EmailSender {
  return {
    async send({ to, subject, text }) {
      log.info({ to, subject, text }, 'Email not configured (SMTP_URL): this message went to the log only');
      return 'log';
    },
  };
}
