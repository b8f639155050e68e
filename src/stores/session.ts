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
import { reloadPage } from '@/platform/navigation';
import { useAgent } from './agent';
import { usePermissions } from './permissions';
import { useUnread } from './unread';

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
  /**
   * The server moved this session to another account (an identity switch, acting for a granting account, or back to
   * the user's own): what was kept for the old one is forgotten and the page loads again as the new one (spec §4
   * "Identity switch: on success the cache is cleared and the page reloads").
   */
  switched(): void;
  /**
   * Moves the session to another identity of the person (setIdentity) or to another account (changeUserLogin: one
   * that granted them, or back to their own), then switched(). Rejects when the server refused; the request wrapper
   * has shown its message.
   */
  switchTo(to: { identity: string } | { account: string }): Promise<void>;
}

const USER_KEY = 'user_info';

/**
 * Whether an acting session has ended on the server: the user info names a real person behind the account, but the
 * user id cookie the server set is no longer the account's (a revoked or expired grant, spec §8 e = 10044).
 */
export function actingLapsed(): boolean {
  const { user } = useSession.getState();
  return Boolean(user?.actor) && platformAuth.userId() !== user?.uid;
}

/** What is kept for the signed-in account: its user info, permissions, unread counts and whom it acts for. */
function clearStored(): void {
  usePermissions.getState().clear();
  sessionCache.remove(USER_KEY);
  useUnread.getState().clear();
  useAgent.getState().actFor(null);
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

  async switchTo(to) {
    if ('identity' in to) await api.setIdentity({ uid: to.identity });
    else await api.changeUserLogin({ to_uid: to.account });
    get().switched();
  },

  switched() {
    clearStored();
    set({ status: 'unknown', user: null, failure: null });
    // H5 loads the document again; the mini-program starts over at this page, so the session loads here.
    if (reloadPage() === 'restarted') void get().load();
  },
}));
