import type { FastifyBaseLogger } from 'fastify';
import { loadConfig } from '../../../config';
import { createDelivery, DeliveryFailed } from '.';

/** A logger that keeps what it was told. */
function recordingLog() {
  const lines: { level: string; args: unknown[] }[] = [];
  const at = (level: string) => (...args: unknown[]) => void lines.push({ level, args });
  const log = { info: at('info'), warn: at('warn'), error: at('error'), debug: at('debug'), trace: at('trace'), fatal: at('fatal'), level: 'info', silent: at('silent') };
  return { log: { ...log, child: () => log } as unknown as FastifyBaseLogger, lines };
}

const unconfigured = { ...loadConfig({}).delivery, smtp: null, sms: null };

describe('delivery without a configured channel', () => {
  it('writes the message, code and all, to the log outside production', async () => {
    const { log, lines } = recordingLog();
    const delivery = createDelivery({ ...unconfigured, logUnconfigured: true }, log);
    await delivery.sms.send({ phone: '13700000000', params: { code: '123456' } });
    await delivery.email.send({ to: 'a@example.org', subject: '验证码', text: '123456', html: '<p>123456</p>' });
    expect(lines.map((l) => l.level)).toEqual(['info', 'info']);
    expect(JSON.stringify(lines)).toContain('123456');
  });

  it('fails in production, and says so at start-up', async () => {
    const { log, lines } = recordingLog();
    const delivery = createDelivery({ ...unconfigured, logUnconfigured: false }, log);
    expect(lines.filter((l) => l.level === 'warn').map((l) => l.args.join(' '))).toEqual([
      'SMS_PROVIDER is not set: text messages (verification codes) cannot be sent',
      'SMTP_URL is not set: emails (verification codes) cannot be sent',
    ]);
    await expect(delivery.sms.send({ phone: '13700000000', params: { code: '123456' } })).rejects.toBeInstanceOf(DeliveryFailed);
    await expect(delivery.email.send({ to: 'a@example.org', subject: 's', text: 't', html: 'h' })).rejects.toBeInstanceOf(DeliveryFailed);
    // The failure is logged without the message itself.
    expect(JSON.stringify(lines.slice(2))).not.toContain('123456');
  });
});
