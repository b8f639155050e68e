import { randomBytes } from 'node:crypto';
import { checkDownloadLink, signDownloadLink } from './download-link';

const key = randomBytes(32);
// 09:00 and 23:59 on 2026-11-27 campus time (UTC+8), and 00:00 the next campus day.
const morning = new Date('2026-11-27T01:00:00Z');
const lastMinute = new Date('2026-11-27T15:59:00Z');
const nextDay = new Date('2026-11-27T16:00:00Z');

describe('delegated download links', () => {
  it('names the file and the campus date, not the server’s UTC date', () => {
    const link = signDownloadLink(key, 'f1', new Date('2026-11-26T16:30:00Z'));
    expect(link.file).toBe('f1');
    expect(link.date).toBe('2026-11-27');
    expect(link.sign).toMatch(/^[0-9a-f]{64}$/);
  });

  it('opens all day long on its campus day', () => {
    const link = signDownloadLink(key, 'f1', morning);
    expect(checkDownloadLink(key, link, morning)).toBe('ok');
    expect(checkDownloadLink(key, link, lastMinute)).toBe('ok');
  });

  it('has expired on the next campus day', () => {
    const link = signDownloadLink(key, 'f1', lastMinute);
    expect(checkDownloadLink(key, link, nextDay)).toBe('expired');
  });

  it('opens no other file', () => {
    const link = signDownloadLink(key, 'f1', morning);
    expect(checkDownloadLink(key, { ...link, file: 'f2' }, morning)).toBe('invalid');
  });

  it('refuses a moved date, a changed or cut signature, and another server’s key', () => {
    const link = signDownloadLink(key, 'f1', morning);
    // A date moved to today does not make yesterday's signature today's.
    const yesterday = signDownloadLink(key, 'f1', new Date(morning.getTime() - 86_400_000));
    expect(checkDownloadLink(key, { ...yesterday, date: link.date }, morning)).toBe('invalid');
    const flipped = `${link.sign[0] === '0' ? '1' : '0'}${link.sign.slice(1)}`;
    expect(checkDownloadLink(key, { ...link, sign: flipped }, morning)).toBe('invalid');
    expect(checkDownloadLink(key, { ...link, sign: link.sign.slice(0, 62) }, morning)).toBe('invalid');
    expect(checkDownloadLink(randomBytes(32), link, morning)).toBe('invalid');
  });
});
