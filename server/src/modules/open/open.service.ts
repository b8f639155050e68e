/**
 * One-time user codes (getUserCode) and their redemption by a third party's server (/open/token/get), in the manner
 * of an OAuth authorization code: the code is random, lives 5 minutes, is bound to the signed-in user and to the
 * registered client of the service it was asked for, and is redeemed once, server-to-server, with that client's
 * secret. The client learns the user's number, name and identity, nothing else. Only hashes of codes and secrets
 * are stored.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { DbOrTx } from '../../db/database';
import { DomainError } from '../../domain/errors';
import * as apps from '../apps/apps.service';
import * as org from '../org/org.service';
import type { SessionUser } from '../org/org.service';
import * as q from './open.queries';

export const USER_CODE_LIFETIME_SECONDS = 5 * 60;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** What is stored of a client secret: its sha256, hex. */
export const secretHash = sha256;

/** A new client secret: 32 random bytes, base64url. Shown once; only its hash is kept. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

export async function registerClient(db: DbOrTx, client: { appid: string; name: string; secret: string }): Promise<void> {
  await q.saveClient(db, { appid: client.appid, name: client.name, secret_hash: sha256(client.secret) });
}

/** A code for the service `appId` (which the user may see), redeemable by the client that the service names. */
export async function issueUserCode(db: DbOrTx, user: SessionUser, appId: number): Promise<string> {
  const appid = await apps.thirdPartyClientOf(db, user, appId);
  if (!appid || !(await q.enabledClient(db, appid))) throw new DomainError('open.noClient');
  const code = randomBytes(24).toString('base64url');
  await q.insertCode(db, { code_hash: sha256(code), uid: user.uid, appid, app_id: appId, lifetimeSeconds: USER_CODE_LIFETIME_SECONDS });
  await q.deleteStaleCodes(db);
  return code;
}

function secretMatches(secret: string, hash: string): boolean {
  return timingSafeEqual(Buffer.from(sha256(secret), 'hex'), Buffer.from(hash, 'hex'));
}

export async function redeemUserCode(
  db: DbOrTx,
  request: { appid: string; secret: string; code: string },
): Promise<{ number: string; name: string; identity: SessionUser['identity_type'] }> {
  const client = await q.enabledClient(db, request.appid);
  if (!client || !secretMatches(request.secret, client.secret_hash)) throw new DomainError('open.badClient');
  // A code that is unknown, used, expired or issued for another client gets one answer: telling them apart would help
  // whoever holds a stolen code.
  const redeemed = await q.redeemCode(db, sha256(request.code), client.appid);
  const user = redeemed && (await org.activeUser(db, redeemed.uid));
  if (!user) throw new DomainError('open.badCode');
  return { number: user.number, name: user.name, identity: user.identity_type };
}
