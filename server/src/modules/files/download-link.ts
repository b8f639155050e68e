/**
 * Delegated download links (spec §7 getDownloadFileUrl, §9): a link names the file and the campus date it was made
 * on, signed with a keyed hash of the two. It opens that file on that campus day only: a link made at 23:59 campus
 * time ends a minute later, whichever time zone the server runs in. The key is the server's secret; no I/O here.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { campusDate } from '../../domain/campus-time';

// A type, not an interface: it is spread into a query string's record.
export type DownloadLink = {
  file: string;
  date: string;
  sign: string;
};

/** Why a link does not open: its day is over (or not yet begun), or it was not made by this server as it stands. */
export type LinkVerdict = 'ok' | 'expired' | 'invalid';

const signature = (key: Buffer, file: string, date: string) => createHmac('sha256', key).update(`${file}\n${date}`).digest();

export function signDownloadLink(key: Buffer, file: string, now: Date): DownloadLink {
  const date = campusDate(now);
  return { file, date, sign: signature(key, file, date).toString('hex') };
}

/**
 * A changed file or date breaks the signature, so it reads as invalid; only a link signed as it stands, for another
 * day, reads as expired (the reader may ask for a new one).
 */
export function checkDownloadLink(key: Buffer, link: DownloadLink, now: Date): LinkVerdict {
  const expected = signature(key, link.file, link.date);
  const given = Buffer.from(link.sign, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return link.date === campusDate(now) ? 'ok' : 'expired';
}
