/** H5: the browser keeps the session cookies; the user id cookie is readable (spec §4). */
import { USER_ID_COOKIE } from '@contract/constants';

export const platformAuth = {
  headers(): Record<string, string> {
    return {};
  },
  remember(_header: Record<string, string | string[] | undefined>): void {},
  userId(): string | null {
    const match = document.cookie.split('; ').find((c) => c.startsWith(`${USER_ID_COOKIE}=`));
    return match ? decodeURIComponent(match.slice(USER_ID_COOKIE.length + 1)) || null : null;
  },
  /**
   * The session cookie is http-only and the server clears both on sign-out; the user id cookie is cleared here too,
   * for a session the server ended elsewhere (a password change), so this page stops counting as signed in at once.
   */
  forget(): void {
    document.cookie = `${USER_ID_COOKIE}=; path=/; max-age=0`;
  },
};
