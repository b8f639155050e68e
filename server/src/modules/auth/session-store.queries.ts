/** The database session store: the sessions and session_factors tables (the store's contract is session-store.ts). */
import { sql } from 'kysely';
import type { Db, DbOrTx } from '../../db/database';
import { gatheredLookups } from '../../db/gathered';
import { newToken, tokenHash, type SessionInfo, type SessionLimits, type SessionStore } from './session-store';

/** Live sessions by token hash, one statement for any number (a crowd's first requests look theirs up together). */
async function liveSessions(db: DbOrTx, hashes: string[]): Promise<Map<string, SessionInfo>> {
  const rows = await db
    .selectFrom('sessions')
    .leftJoin('session_factors', 'session_factors.token_hash', 'sessions.token_hash')
    .select(['sessions.token_hash', 'sessions.uid', 'sessions.actor_uid', 'sessions.expires_at', 'session_factors.verified_at'])
    .where(sql<boolean>`sessions.token_hash = ANY(${hashes}::text[])`)
    .where('sessions.expires_at', '>', new Date())
    .execute();
  return new Map(rows.map((row) => [row.token_hash, { uid: row.uid, expiresAt: row.expires_at, secondFactorAt: row.verified_at ?? undefined, actorUid: row.actor_uid ?? undefined }]));
}

const sessionByHash = gatheredLookups(liveSessions);

export function databaseSessionStore(db: Db, limits: SessionLimits): SessionStore {
  const destroyHash = async (hash: string) => {
    await db.deleteFrom('sessions').where('token_hash', '=', hash).execute();
  };
  return {
    async create(uid, meta) {
      const token = newToken();
      const expiresAt = new Date(Date.now() + limits.ttlMs);
      await db.transaction().execute(async (tx) => {
        await tx
          .insertInto('sessions')
          .values({ token_hash: tokenHash(token), uid, expires_at: expiresAt, user_agent: meta.userAgent.slice(0, 300), ip: meta.ip })
          .execute();
        const beyondCap = tx
          .selectFrom('sessions')
          .select('token_hash')
          .where('uid', '=', uid)
          .orderBy('created_at', 'desc')
          .orderBy('expires_at', 'desc')
          .offset(limits.maxPerUser);
        await tx.deleteFrom('sessions').where('token_hash', 'in', beyondCap).execute();
        // Expired rows are cleared opportunistically; sign-ins are rare enough for this to stay cheap.
        await tx.deleteFrom('sessions').where('expires_at', '<', new Date()).execute();
      });
      return { token, expiresAt };
    },
    async get(token) {
      return (await sessionByHash(db, tokenHash(token))) ?? null;
    },
    destroy: (token) => destroyHash(tokenHash(token)),
    destroyHash,
    async endAllForUser(uid) {
      const result = await db.deleteFrom('sessions').where('uid', '=', uid).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
    async moveToUser(token, uid, actorUid) {
      const hash = tokenHash(token);
      const result = await db.transaction().execute(async (tx) => {
        await tx.deleteFrom('session_factors').where('token_hash', '=', hash).execute();
        return tx.updateTable('sessions').set({ uid, actor_uid: actorUid ?? null }).where('token_hash', '=', hash).where('expires_at', '>', new Date()).executeTakeFirst();
      });
      return Number(result.numUpdatedRows) === 1;
    },
    async markSecondFactor(token, at) {
      // Through the session row, so an ended session gains nothing.
      await db
        .insertInto('session_factors')
        .columns(['token_hash', 'verified_at'])
        .expression(db.selectFrom('sessions').select(['token_hash', sql<Date>`${at}::timestamptz`.as('verified_at')]).where('token_hash', '=', tokenHash(token)))
        .onConflict((oc) => oc.column('token_hash').doUpdateSet({ verified_at: at }))
        .execute();
    },
  };
}
