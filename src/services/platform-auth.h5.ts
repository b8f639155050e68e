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
  forget(): void {},
};
