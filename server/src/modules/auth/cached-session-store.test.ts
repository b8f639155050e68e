import { cachedSessionStore } from './cached-session-store';
import { tokenHash, type SessionInfo, type SessionStore } from './session-store';

/** A store that counts look-ups, so a test sees which answers came from memory. */
function countingStore() {
  const sessions = new Map<string, SessionInfo>();
  const store: SessionStore & { lookups: number } = {
    lookups: 0,
    async create(uid) {
      const token = `t${sessions.size}`;
      sessions.set(token, { uid, expiresAt: new Date(Date.now() + 3_600_000) });
      return { token, expiresAt: sessions.get(token)!.expiresAt };
    },
    async get(token) {
      store.lookups += 1;
      return sessions.get(token) ?? null;
    },
    async destroy(token) {
      sessions.delete(token);
    },
    async destroyHash(hash) {
      for (const token of sessions.keys()) if (tokenHash(token) === hash) sessions.delete(token);
    },
    async endAllForUser(uid) {
      const mine = [...sessions].filter(([, s]) => s.uid === uid);
      mine.forEach(([token]) => sessions.delete(token));
      return mine.length;
    },
    async moveToUser(token, uid, actorUid) {
      const s = sessions.get(token);
      if (s) sessions.set(token, { ...s, uid, actorUid: actorUid ?? undefined });
      return !!s;
    },
    async markSecondFactor(token, at) {
      const s = sessions.get(token);
      if (s) sessions.set(token, { ...s, secondFactorAt: at });
    },
  };
  return store;
}

describe('cachedSessionStore', () => {
  it('answers a known session from memory, and forgets it the moment it ends, moves or its user is signed out everywhere', async () => {
    const inner = countingStore();
    const store = cachedSessionStore(inner, { ttlMs: 60_000 });
    const a = await store.create('stu', { userAgent: '', ip: '' });
    const b = await store.create('stu', { userAgent: '', ip: '' });
    const c = await store.create('staff', { userAgent: '', ip: '' });
    for (const t of [a, b, c, a, b, c]) await store.get(t.token);
    expect(inner.lookups).toBe(3);

    expect(await store.endAllForUser('stu')).toBe(2);
    expect(await store.get(a.token)).toBeNull();
    expect(await store.get(b.token)).toBeNull();
    expect((await store.get(c.token))?.uid).toBe('staff');

    await store.moveToUser(c.token, 'stu');
    expect((await store.get(c.token))?.uid).toBe('stu');
    await store.destroy(c.token);
    expect(await store.get(c.token)).toBeNull();
  });

  it('forgets a session ended by its hash at once (a CAS single logout)', async () => {
    const inner = countingStore();
    const store = cachedSessionStore(inner, { ttlMs: 60_000 });
    const a = await store.create('stu', { userAgent: '', ip: '' });
    await store.get(a.token);
    await store.destroyHash(tokenHash(a.token));
    expect(await store.get(a.token)).toBeNull();
  });

  it('sees a second factor given through it at once', async () => {
    const store = cachedSessionStore(countingStore(), { ttlMs: 60_000 });
    const a = await store.create('stu', { userAgent: '', ip: '' });
    expect((await store.get(a.token))?.secondFactorAt).toBeUndefined();
    const at = new Date();
    await store.markSecondFactor(a.token, at);
    expect((await store.get(a.token))?.secondFactorAt).toEqual(at);
  });

  it('keeps no answer of a lookup that started before the session moved (an identity switch during a page load)', async () => {
    const inner = countingStore();
    const store = cachedSessionStore(inner, { ttlMs: 60_000 });
    const a = await store.create('stu', { userAgent: '', ip: '' });
    let answer!: () => void;
    const slowGet = inner.get;
    inner.get = async (token) => {
      const read = await slowGet(token);
      await new Promise<void>((resolve) => (answer = resolve));
      return read;
    };
    const lookup = store.get(a.token);
    await new Promise((resolve) => setImmediate(resolve));
    inner.get = slowGet;
    await store.moveToUser(a.token, 'phd', 'stu');
    answer();
    expect((await lookup)?.uid).toBe('stu');
    expect(await store.get(a.token)).toMatchObject({ uid: 'phd' });
  });

  it('asks the store again once an entry is older than the time to live', async () => {
    const inner = countingStore();
    const store = cachedSessionStore(inner, { ttlMs: 1 });
    const a = await store.create('stu', { userAgent: '', ip: '' });
    await store.get(a.token);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await store.get(a.token);
    expect(inner.lookups).toBe(2);
  });
});
