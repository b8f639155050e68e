/**
 * Sessions: an opaque random token in an http-only cookie (or a Bearer header from the mini-program).
 * Stores keep only the token's SHA-256, so a leaked table or key space cannot be replayed.
 * Database store by default (session-store.queries.ts); Redis store when REDIS_URL is set, so several server processes share sessions.
 * A user keeps at most `maxPerUser` sessions: signing in once more ends the oldest. A session also remembers when it
 * last gave a second factor (TOTP), which sensitive calls ask for; moving it to another user forgets that.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';

export interface SessionInfo {
  uid: string;
  expiresAt: Date;
  /** When this session last gave its second factor; absent if it never did. */
  secondFactorAt?: Date;
  /** The real person, while the session acts for `uid` under a grant. */
  actorUid?: string;
}

export interface SessionStore {
  create(uid: string, meta: { userAgent: string; ip: string }): Promise<{ token: string; expiresAt: Date }>;
  get(token: string): Promise<SessionInfo | null>;
  destroy(token: string): Promise<void>;
  /** Ends a session known only by its token's hash (a CAS single-logout names the ticket, never the token). */
  destroyHash(hash: string): Promise<void>;
  /** Ends every session of a user (a password change, a disabled account); returns how many ended. */
  endAllForUser(uid: string): Promise<number>;
  /**
   * Hands a live session to another user id: an identity switch, or acting for a granting account, when `actorUid`
   * names the real person (null or absent: the session is the person's own again).
   */
  moveToUser(token: string, uid: string, actorUid?: string | null): Promise<boolean>;
  /** Records that the session gave its second factor at `at`. */
  markSecondFactor(token: string, at: Date): Promise<void>;
}

export interface SessionLimits {
  ttlMs: number;
  maxPerUser: number;
}

export const newToken = () => randomBytes(32).toString('base64url');
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Redis layout: `session:<hash>` holds the session and expires with it; `user:<uid>` is a sorted set of the
 * user's session hashes scored by expiry, so a user's sessions can be capped, listed and ended together.
 */
export function redisSessionStore(redis: Redis, limits: SessionLimits, prefix = 'ch:'): SessionStore {
  const sessionKey = (hash: string) => `${prefix}session:${hash}`;
  const userKey = (uid: string) => `${prefix}user-sessions:${uid}`;
  const read = async (hash: string): Promise<SessionInfo | null> => {
    const raw = await redis.get(sessionKey(hash));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { uid: string; expiresAt: string; secondFactorAt?: string; actorUid?: string };
    return {
      uid: parsed.uid,
      expiresAt: new Date(parsed.expiresAt),
      secondFactorAt: parsed.secondFactorAt ? new Date(parsed.secondFactorAt) : undefined,
      actorUid: parsed.actorUid,
    };
  };
  const destroyHash = async (hash: string) => {
    const session = await read(hash);
    const tx = redis.multi().del(sessionKey(hash));
    if (session) tx.zrem(userKey(session.uid), hash);
    await tx.exec();
  };
  return {
    async create(uid) {
      const token = newToken();
      const hash = tokenHash(token);
      const expiresAt = new Date(Date.now() + limits.ttlMs);
      await redis
        .multi()
        .set(sessionKey(hash), JSON.stringify({ uid, expiresAt: expiresAt.toISOString() }), 'PX', limits.ttlMs)
        .zadd(userKey(uid), expiresAt.getTime(), hash)
        .zremrangebyscore(userKey(uid), '-inf', Date.now())
        .pexpire(userKey(uid), limits.ttlMs)
        .exec();
      // Same lifetime for all, so the lowest expiry is the oldest sign-in.
      const excess = (await redis.zcard(userKey(uid))) - limits.maxPerUser;
      if (excess > 0) {
        const oldest = await redis.zrange(userKey(uid), 0, excess - 1);
        await redis.multi().del(...oldest.map(sessionKey)).zrem(userKey(uid), ...oldest).exec();
      }
      return { token, expiresAt };
    },
    get: (token) => read(tokenHash(token)),
    destroy: (token) => destroyHash(tokenHash(token)),
    destroyHash,
    async endAllForUser(uid) {
      const hashes = await redis.zrange(userKey(uid), 0, -1);
      if (hashes.length === 0) return 0;
      const results = await redis.multi().del(...hashes.map(sessionKey)).del(userKey(uid)).exec();
      return Number(results?.[0]?.[1] ?? 0);
    },
    async moveToUser(token, uid, actorUid) {
      const hash = tokenHash(token);
      const session = await read(hash);
      if (!session) return false;
      const moved = { uid, expiresAt: session.expiresAt.toISOString(), ...(actorUid ? { actorUid } : {}) };
      await redis
        .multi()
        .set(sessionKey(hash), JSON.stringify(moved), 'KEEPTTL')
        .zrem(userKey(session.uid), hash)
        .zadd(userKey(uid), session.expiresAt.getTime(), hash)
        // No session outlives a full lifetime from now, so neither need the index.
        .pexpire(userKey(uid), limits.ttlMs)
        .exec();
      return true;
    },
    async markSecondFactor(token, at) {
      const hash = tokenHash(token);
      const session = await read(hash);
      if (!session) return;
      const stored = { uid: session.uid, expiresAt: session.expiresAt.toISOString(), secondFactorAt: at.toISOString(), actorUid: session.actorUid };
      // XX: a session ended meanwhile stays ended.
      await redis.set(sessionKey(hash), JSON.stringify(stored), 'KEEPTTL', 'XX');
    },
  };
}
