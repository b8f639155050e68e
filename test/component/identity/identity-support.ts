/** What the identity tests share: identities and grants as the API sends them, and the signals of a session switch. */
import Taro from '@tarojs/taro';
import type { GrantedUser, Identity, MyGrant } from '@contract/calls/account';
import { USER_ID_COOKIE } from '@contract/constants';
import * as navigation from '@/platform/navigation';
import { sessionCache } from '@/services/session-cache';
import { usePermissions } from '@/stores/permissions';
import { useSession } from '@/stores/session';
import { userInfo } from '../support/fixtures';
import { TARGET } from '../support/render';
import { signedRecord } from '../frame/frame-state';

export function identity(over: Partial<Identity> = {}): Identity {
  return { uid: 'T0001', identity_name: '教职工', number: 'T0001', college: '计算机学院', identity_type: 'staff', isCurrent: 1, ...over };
}

export function grantedUser(over: Partial<GrantedUser> = {}): GrantedUser {
  return { uid: 'T0009', name: '李振华', number: 'T0009', end_date: '2026-12-31', app_names: [], ...over };
}

export function myGrant(over: Partial<MyGrant> = {}): MyGrant {
  return {
    id: 'g1', grantee: { uid: 'T0021', name: '王晓燕', number: 'T0021' }, start_date: '2026-11-20', end_date: '2026-11-27', app_ids: [], app_names: [],
    status: 'active', ...over,
  };
}

/** The user id the server put in its cookie (H5) or its Set-Cookie, kept by the mini-program's request wrapper. */
export function setUserIdCookie(uid: string): void {
  if (TARGET === 'h5') document.cookie = `${USER_ID_COOKIE}=${encodeURIComponent(uid)}; path=/`;
  else Taro.setStorageSync('ch_uid', uid);
}

/** 王晓燕 signed in with her user info and permissions kept, as a page has them; `actingFor` when she acts for him. */
export function signInAs(over: { actingFor?: { uid: string; name: string } } = {}): void {
  const me = { uid: 'T0021', name: '王晓燕' };
  const user = over.actingFor ? userInfo({ ...over.actingFor, number: over.actingFor.uid, actor: me }) : userInfo({ ...me, number: me.uid, identity_type: 'staff', identity_name: '教职工' });
  setUserIdCookie(user.uid);
  sessionCache.set('user_info', user);
  usePermissions.setState({ record: signedRecord(user.uid), uid: user.uid });
  useSession.setState({ status: 'signed-in', user, failure: null });
}

/** The page reload, recorded instead of performed. */
export function spyReload(): jest.SpyInstance {
  return jest.spyOn(navigation, 'reloadPage').mockReturnValue('reloaded');
}

/** Whether what was kept for the old account is gone: its user info, its permissions, its place in the session store. */
export function cacheCleared(): boolean {
  return sessionCache.get('user_info') === undefined && usePermissions.getState().record === null && useSession.getState().user === null;
}
