/** Per-session values (spec §3: user info is kept in session storage); in memory where there is no sessionStorage. */
const memory = new Map<string, string>();

const store = {
  getItem: (key: string): string | null =>
    typeof sessionStorage !== 'undefined' ? sessionStorage.getItem(key) : memory.get(key) ?? null,
  setItem: (key: string, value: string): void => {
    if (typeof sessionStorage !== 'undefined') sessionStorage.setItem(key, value);
    else memory.set(key, value);
  },
  removeItem: (key: string): void => {
    if (typeof sessionStorage !== 'undefined') sessionStorage.removeItem(key);
    else memory.delete(key);
  },
};

export const sessionCache = {
  get<T>(key: string): T | undefined {
    const raw = store.getItem(key);
    if (raw === null) return undefined;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return undefined;
    }
  },
  set(key: string, value: unknown): void {
    store.setItem(key, JSON.stringify(value));
  },
  remove(key: string): void {
    store.removeItem(key);
  },
};
