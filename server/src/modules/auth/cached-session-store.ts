/**
 * Every call looks its caller's session up, so a session once found is kept in memory for a few seconds. Ending or
 * moving a session through this store drops it at once; a session ended by another server process stays usable
 * here for at most `ttlMs`, and a second factor given through another process is seen here after as long.
 */
import { LRUCache } from 'lru-cache';
import { tokenHash, type SessionInfo, type SessionStore } from './session-store';

export function cachedSessionStore(store: SessionStore, options: { ttlMs: number; max?: number }): SessionStore {
  const known = new LRUCache<string, SessionInfo>({ max: options.max ?? 10_000, ttl: options.ttlMs });
  // A lookup that started before a session moved must not put the old user back when it answers: each change of a
  // token bumps its generation, and a lookup keeps what it read only if the generation it started with still holds.
  const generations = new LRUCache<string, number>({ max: options.max ?? 10_000, ttl: Math.max(options.ttlMs, 60_000) });
  const changed = (token: string) => {
    generations.set(token, (generations.get(token) ?? 0) + 1);
    known.delete(token);
  };
  return {
    create: (uid, meta) => store.create(uid, meta),
    async get(token) {
      const hit = known.get(token);
      if (hit && hit.expiresAt.getTime() > Date.now()) return hit;
      const generation = generations.get(token) ?? 0;
      const session = await store.get(token);
      if (session && (generations.get(token) ?? 0) === generation) known.set(token, session);
      else known.delete(token);
      return session;
    },
    async destroy(token) {
      changed(token);
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
    async moveToUser(token, uid, actorUid) {
      changed(token);
      const moved = await store.moveToUser(token, uid, actorUid);
      changed(token);
      return moved;
    },
    async markSecondFactor(token, at) {
      changed(token);
      await store.markSecondFactor(token, at);
    },
  };
}
