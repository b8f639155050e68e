/**
 * The idiom challenge of password sign-in: after LOGIN_CHALLENGE's count of failures within its window, for the
 * account (or unknown name) or from the address, a sign-in must carry the answer to a challenge issued by idiomCode.
 * A challenge is consumed by the sign-in that names it, right or wrong, so each picture gets one guess; it expires
 * after a few minutes. Only hashes are stored: the key's, and the answer's salted with the key.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { LOGIN_CHALLENGE } from '../../../../../contract/constants';
import type { DbOrTx } from '../../../db/database';
import { DomainError } from '../../../domain/errors';
import * as q from './challenge.queries';
import { idiomPicture } from './idiom-picture';
import { IDIOMS } from './idioms';

/** Whom a sign-in's failures count against: the resolved account (or the name typed) and the address. */
export interface AttemptKeys {
  account: string;
  address: string;
}

export interface ChallengeAnswer {
  key?: string;
  answer?: string;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** The answer's hash: salted with the key, so stored hashes cannot be matched against the idiom list without it. */
export const answerHash = (key: string, idiom: string) => sha256(`${key}\n${idiom}`);
const keyHash = (key: string) => sha256(`challenge:${key}`);

const failureKeys = (keys: AttemptKeys) => [`acct:${keys.account}`, `addr:${keys.address}`];

/** A new challenge: its key (sent back with the answer) and its picture. */
export async function issue(db: DbOrTx): Promise<{ key: string; image: string }> {
  const idiom = IDIOMS[randomInt(IDIOMS.length)];
  const key = randomBytes(18).toString('base64url');
  // Expired challenges are cleared as new ones are made, as sessions are.
  await q.dropExpiredChallenges(db);
  await q.insertChallenge(db, { key_hash: keyHash(key), answer_hash: answerHash(key, idiom), expires_at: new Date(Date.now() + LOGIN_CHALLENGE.ttlMs) });
  return { key, image: idiomPicture(idiom) };
}

async function challengeNeeded(db: DbOrTx, keys: AttemptKeys): Promise<boolean> {
  const [account, address] = failureKeys(keys);
  const counts = await q.failuresSince(db, [account, address], new Date(Date.now() - LOGIN_CHALLENGE.windowMs));
  return (counts.get(account) ?? 0) >= LOGIN_CHALLENGE.afterAccountFailures || (counts.get(address) ?? 0) >= LOGIN_CHALLENGE.afterAddressFailures;
}

/** Refuses the sign-in when a challenge is needed and its answer is missing, wrong, used or expired. */
export async function demand(db: DbOrTx, keys: AttemptKeys, given: ChallengeAnswer): Promise<void> {
  if (!(await challengeNeeded(db, keys))) return;
  if (!given.key || !given.answer) throw new DomainError('auth.challengeRequired');
  const stored = await q.takeChallenge(db, keyHash(given.key));
  const typed = Buffer.from(answerHash(given.key, given.answer.replace(/\s/g, '')), 'hex');
  if (!stored || !timingSafeEqual(Buffer.from(stored, 'hex'), typed)) throw new DomainError('auth.challengeWrong');
}

export async function noteFailure(db: DbOrTx, keys: AttemptKeys): Promise<void> {
  await q.dropFailuresBefore(db, new Date(Date.now() - LOGIN_CHALLENGE.windowMs));
  await q.addFailure(db, failureKeys(keys));
}

/** A successful sign-in clears its account's failures; the address keeps its own. */
export async function noteSuccess(db: DbOrTx, keys: AttemptKeys): Promise<void> {
  await q.clearFailures(db, failureKeys(keys)[0]);
}
