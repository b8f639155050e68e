/**
 * Grants: one account lets another act for it (spec §6 "switching to a granting account"). Dates are campus dates
 * (YYYY-MM-DD, compared as text), both ends inclusive. Shared by the server, which enforces them, and the user
 * centre's form, which explains them before a round trip.
 */

/** The longest grant: a year and a day, so "this date to the same date next year" fits. */
export const GRANT_MAX_DAYS = 366;

export type GrantStatus = 'active' | 'pending' | 'expired' | 'revoked';

export function grantStatus(grant: { start_date: string; end_date: string; revoked: boolean }, today: string): GrantStatus {
  if (grant.revoked) return 'revoked';
  if (today < grant.start_date) return 'pending';
  if (today > grant.end_date) return 'expired';
  return 'active';
}

/** Whether a grant limited to `appIds` (none: every service) covers the service `appId`. */
export function grantCovers(appIds: readonly number[], appId: number): boolean {
  return appIds.length === 0 || appIds.includes(appId);
}

export type GrantSpanProblem = 'grantEndBeforeStart' | 'grantEndPassed' | 'grantTooLong';

/** What is wrong with a grant's span, or null: it ends on or after it starts and today, within GRANT_MAX_DAYS. */
export function grantSpanProblem(start: string, end: string, today: string): GrantSpanProblem | null {
  if (end < start) return 'grantEndBeforeStart';
  if (end < today) return 'grantEndPassed';
  const days = (Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000 + 1;
  return days > GRANT_MAX_DAYS ? 'grantTooLong' : null;
}

/** Who took a step, naming the person who acted for them under a grant: 王晓燕 代 李振华. */
export function actedByText(actorName: string, agentName: string, lang: 'zh' | 'en'): string {
  if (!agentName) return actorName;
  return lang === 'en' ? `${agentName} for ${actorName}` : `${agentName} 代 ${actorName}`;
}
