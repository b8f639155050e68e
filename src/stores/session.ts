/**
 * Session, user and permissions (spec §4 "Session", §5 "Permission integrity").
 * Signed out = no user id cookie: stored permissions are cleared. Signed in = permissions are fetched again unless the
 * stored record belongs to the same user, holds a random value and is intact. User info lives for the browser session.
 */
import { create } from 'zustand';
import type { ResultOf } from '@contract/call';
import type { calls } from '@contract/calls';
import { hasPermission, isRecordIntact, type PermissionRecord } from '@contract/rules/permissions';
import { api } from '@/services/api';
import { platformAuth } from '@/services/platform-auth';
import { officeDb } from '@/services/storage';
import { sessionCache } from '@/services/session-cache';

export type UserInfo = ResultOf<typeof calls.getUserName>;
type Status = 'unknown' | 'anonymous' | 'signed-in';

interface SessionState {
  status: Status;
  user: UserInfo | null;
  permissions: PermissionRecord | null;
  /** Set when a call the session depends on failed: the layout shows the spec's popup. */
  failure: 'user' | 'permissions' | 'logout' | null;
  load(): Promise<void>;
  login(username: string, password: string): Promise<void>;
  logout(): Promise<void>;
  can(key: string | string[]): boolean;
}

const PERMISSIONS_KEY = 'permissions';
const PERMISSIONS_TOKEN_KEY = 'permissions_token';
const USER_KEY = 'user_info';

function storedPermissions(uid: string): PermissionRecord | null {
  const record = officeDb.get<PermissionRecord>(PERMISSIONS_KEY);
  const token = officeDb.get<string>(PERMISSIONS_TOKEN_KEY);
  return record && token === record.random && isRecordIntact(record, uid) ? record : null;
}

function clearStored(): void {
  officeDb.remove(PERMISSIONS_KEY);
  officeDb.remove(PERMISSIONS_TOKEN_KEY);
  sessionCache.remove(USER_KEY);
}

export const useSession = create<SessionState>((set, get) => ({
  status: 'unknown',
  user: null,
  permissions: null,
  failure: null,

  async load() {
    const uid = platformAuth.userId();
    if (!uid) {
      clearStored();
      set({ status: 'anonymous', user: null, permissions: null });
      return;
    }
    try {
      const cachedUser = sessionCache.get<UserInfo>(USER_KEY);
      const user = cachedUser?.uid === uid ? cachedUser : await api.getUserName(undefined, { quiet: true });
      sessionCache.set(USER_KEY, user);
      set({ status: 'signed-in', user });
    } catch {
      set({ status: 'anonymous', user: null, failure: platformAuth.userId() ? 'user' : null });
      return;
    }
    let permissions = storedPermissions(uid);
    if (!permissions) {
      try {
        permissions = await api.getAllAuth({ random: String(Date.now()) }, { quiet: true });
        officeDb.set(PERMISSIONS_KEY, permissions);
        officeDb.set(PERMISSIONS_TOKEN_KEY, permissions.random);
      } catch {
        set({ failure: 'permissions' });
      }
    }
    set({ permissions });
  },

  async login(username, password) {
    clearStored();
    await api.login({ username, password }, { quiet: true });
    await get().load();
  },

  async logout() {
    try {
      await api.logout(undefined, { quiet: true });
    } catch {
      set({ failure: 'logout' });
      return;
    }
    clearStored();
    platformAuth.forget();
    set({ status: 'anonymous', user: null, permissions: null, failure: null });
  },

  can(key) {
    return hasPermission(get().permissions, get().user?.uid, key);
  },
}));
