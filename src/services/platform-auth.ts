/**
 * Mini-program: requests carry no cookies, so the session token and user id from the sign-in response's
 * Set-Cookie are kept in storage and sent back as a Bearer token.
 */
import Taro from '@tarojs/taro';
import { SESSION_COOKIE, USER_ID_COOKIE } from '@contract/constants';

const TOKEN_KEY = 'ch_session';
const UID_KEY = 'ch_uid';

function cookieValue(setCookie: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|[,\\s])${name}=([^;]*)`).exec(setCookie);
  return match ? decodeURIComponent(match[1]) : undefined;
}

export const platformAuth = {
  headers(): Record<string, string> {
    const token = Taro.getStorageSync<string>(TOKEN_KEY);
    return token ? { Authorization: `Bearer ${token}` } : {};
  },
  remember(header: Record<string, string | string[] | undefined>): void {
    const raw = header['Set-Cookie'] ?? header['set-cookie'];
    if (!raw) return;
    const setCookie = [raw].flat().join(', ');
    const token = cookieValue(setCookie, SESSION_COOKIE);
    const uid = cookieValue(setCookie, USER_ID_COOKIE);
    if (token !== undefined) Taro.setStorageSync(TOKEN_KEY, token);
    if (uid !== undefined) Taro.setStorageSync(UID_KEY, uid);
  },
  userId(): string | null {
    return Taro.getStorageSync<string>(UID_KEY) || null;
  },
  forget(): void {
    Taro.removeStorageSync(TOKEN_KEY);
    Taro.removeStorageSync(UID_KEY);
  },
};
