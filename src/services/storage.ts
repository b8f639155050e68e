/** The storage helper of spec §9: one local store named officeDb, entries with an optional expiry. */
import Taro from '@tarojs/taro';
import { STORAGE_NAME } from '@contract/constants';

interface Entry {
  value: unknown;
  expiresAt?: number;
}

function readStore(): Record<string, Entry> {
  try {
    return (Taro.getStorageSync<Record<string, Entry>>(STORAGE_NAME) as Record<string, Entry>) || {};
  } catch {
    return {};
  }
}

export const officeDb = {
  get<T>(key: string, now = Date.now()): T | undefined {
    const entry = readStore()[key];
    if (!entry) return undefined;
    if (entry.expiresAt !== undefined && entry.expiresAt <= now) {
      officeDb.remove(key);
      return undefined;
    }
    return entry.value as T;
  },
  set(key: string, value: unknown, ttlMs?: number, now = Date.now()): void {
    const store = readStore();
    store[key] = { value, expiresAt: ttlMs === undefined ? undefined : now + ttlMs };
    Taro.setStorageSync(STORAGE_NAME, store);
  },
  remove(key: string): void {
    const store = readStore();
    delete store[key];
    Taro.setStorageSync(STORAGE_NAME, store);
  },
};
