/**
 * Every call looks its caller's session up, so a session once found is kept in memory for a few seconds. Ending or
 * moving a session through this store drops it at once; a session ended by another server process stays usable
 * here for at most `ttlMs`, and a second factor given through another process is seen here after as long.
 */
import { LRUCache } from 'lru-cache';
import { tokenHash, type SessionInfo, type SessionStore } from './session-store';

export function cachedSessionStore(store: SessionStore, options: { ttlMs: number; max?: number }): SessionStore {
  const known = new LRUCache<string, SessionInfo>({ max: options.max ?? 10_000, ttl: options.ttlMs });
  return {
    create: (uid, meta) => store.create(uid, meta),
    async get(token) {
      const hit = known.get(token);
      if (hit && hit.expiresAt.getTime() > Date.now()) return hit;
      const session = await store.get(token);
      if (session) known.set(token, session);
      else known.delete(token);
      return session;
    },
    async destroy(token) {
      known.delete(token);
      await store.destroy(token);
    },
    async destroyHash(hash) {
      for (const token of known.keys()) if (tokenHash(token) === hash) known.delete(token);
      await store.destroyHash(hash);
    },
    async endAllForUser(uid) {
      for (const [token, session] of known.entries()) if (session.uid === uid) known.delete(token);
      return store.endAllForUser(uid);
    },
    async moveToUser(token, uid) {
      known.delete(token);
      return store.moveToUser(token, uid);
    },
    async markSecondFactor(token, at) {
      known.delete(token);
      await store.markSecondFactor(token, at);
    },
  };
}
