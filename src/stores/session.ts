/**
 * Session and user (spec §4 "Session"). Signed out = no user id cookie: stored permissions are cleared. Signed in =
 * the permissions store loads the user's record (src/stores/permissions.ts). User info lives for the browser session.
 */
import { create } from 'zustand';
import type { ResultOf } from '@contract/call';
import type { calls } from '@contract/calls';
import { api } from '@/services/api';
import { platformAuth } from '@/services/platform-auth';
import { sessionCache } from '@/services/session-cache';
import { usePermissions } from './permissions';

export type UserInfo = ResultOf<typeof calls.getUserName>;
export type LogoutAnswer = ResultOf<typeof calls.logout>;
type Status = 'unknown' | 'anonymous' | 'signed-in';

interface SessionState {
  status: Status;
  user: UserInfo | null;
  /** Set when a call the session depends on failed: the layout shows the spec's popup. */
  failure: 'user' | 'permissions' | 'logout' | null;
  load(): Promise<void>;
  /** `challenge`: the idiom picture's key and answer, when the form shows one. */
  login(username: string, password: string, challenge?: { idiom_key?: string; idiom_answer?: string }): Promise<void>;
  /** Ends the session; answers where sign-out continues (the server's logout answer), or null when it failed. */
  logout(): Promise<LogoutAnswer | null>;
  /** Forgets a session the server has ended already (a password change ends them all): there is no call to fail. */
  forget(): void;
}

const USER_KEY = 'user_info';

function clearStored(): void {
  usePermissions.getState().clear();
  sessionCache.remove(USER_KEY);
}

export const useSession = create<SessionState>((set, get) => ({
  status: 'unknown',
  user: null,
  failure: null,

  async load() {
    const uid = platformAuth.userId();
    if (!uid) {
      clearStored();
      set({ status: 'anonymous', user: null });
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
    if (!(await usePermissions.getState().load(uid))) set({ failure: 'permissions' });
  },

  async login(username, password, challenge) {
    clearStored();
    await api.login({ username, password, ...challenge }, { quiet: true });
    await get().load();
  },

  async logout() {
    let answer: LogoutAnswer;
    try {
      answer = await api.logout(undefined, { quiet: true });
    } catch {
      set({ failure: 'logout' });
      return null;
    }
    get().forget();
    return answer;
  },

  forget() {
    clearStored();
    platformAuth.forget();
    set({ status: 'anonymous', user: null, failure: null });
  },
}));
