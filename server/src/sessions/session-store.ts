/**
 * Sessions: an opaque random token in an http-only cookie (or a Bearer header from the mini-program).
 * Stores keep only the token's SHA-256, so a leaked table or key space cannot be replayed.
 * Database store by default; Redis store when REDIS_URL is set, so several server processes share sessions.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Db } from '../db/database';

export interface SessionInfo {
  uid: string;
  expiresAt: Date;
}

export interface SessionStore {
  create(uid: string, meta: { userAgent: string; ip: string }): Promise<{ token: string; expiresAt: Date }>;
  get(token: string): Promise<SessionInfo | null>;
  destroy(token: string): Promise<void>;
}

export const newToken = () => randomBytes(32).toString('base64url');
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export function databaseSessionStore(db: Db, ttlMs: number): SessionStore {
  return {
    async create(uid, meta) {
      const token = newToken();
      const expiresAt = new Date(Date.now() + ttlMs);
      await db
        .insertInto('sessions')
        .values({ token_hash: tokenHash(token), uid, expires_at: expiresAt, user_agent: meta.userAgent.slice(0, 300), ip: meta.ip })
        .execute();
      // Expired rows are cleared opportunistically; sign-ins are rare enough for this to stay cheap.
      await db.deleteFrom('sessions').where('expires_at', '<', new Date()).execute();
      return { token, expiresAt };
    },
    async get(token) {
      const row = await db
        .selectFrom('sessions')
        .select(['uid', 'expires_at'])
        .where('token_hash', '=', tokenHash(token))
        .where('expires_at', '>', new Date())
        .executeTakeFirst();
      return row ? { uid: row.uid, expiresAt: row.expires_at } : null;
    },
    async destroy(token) {
      await db.deleteFrom('sessions').where('token_hash', '=', tokenHash(token)).execute();
    },
  };
}

export function redisSessionStore(redis: Redis, ttlMs: number, prefix = 'ch:session:'): SessionStore {
  const key = (token: string) => prefix + tokenHash(token);
  return {
    async create(uid) {
      const token = newToken();
      const expiresAt = new Date(Date.now() + ttlMs);
      await redis.set(key(token), JSON.stringify({ uid, expiresAt: expiresAt.toISOString() }), 'PX', ttlMs);
      return { token, expiresAt };
    },
    async get(token) {
      const raw = await redis.get(key(token));
      if (!raw) return null;
      const parsed = JSON.parse(raw) as { uid: string; expiresAt: string };
      return { uid: parsed.uid, expiresAt: new Date(parsed.expiresAt) };
    },
    async destroy(token) {
      await redis.del(key(token));
    },
  };
}
