/**
 * The back office's rights (spec §6: an administrator holds at least one permit, or is super). The spec's permit keys
 * open product pages (supervision, statistics, documents); the back office's own sections each need one right of the
 * form `admin:<section>`, held as a permit like the others, so a service office can run content without seeing the
 * roles, and the menu shows each administrator only what they may use. A super user holds them all.
 */
import { Permit } from './permissions';

export const AdminRight = {
  content: 'admin:content',
  settings: 'admin:settings',
  catalog: 'admin:catalog',
  roles: 'admin:roles',
  inbox: 'admin:inbox',
  audit: 'admin:audit',
  people: 'admin:people',
} as const;
export type AdminRight = (typeof AdminRight)[keyof typeof AdminRight];

export type SpecPermit = (typeof Permit)[keyof typeof Permit];

/** Every key a call may need and the roles page may grant: the spec's permits, then the back office's rights. */
export const GRANTABLE_PERMITS: readonly (SpecPermit | AdminRight)[] = [...Object.values(Permit), ...Object.values(AdminRight)];
export type GrantablePermit = (typeof GRANTABLE_PERMITS)[number];

/** Keys the record sends as web_permits (page entries the menu shows, spec §7 getUserWebShow); the rest are permits. */
export const WEB_PERMITS: readonly string[] = [Permit.serviceSituation, Permit.departService];

export const isWebPermit = (permit: string): boolean => WEB_PERMITS.includes(permit);

/** Whether a holder of these keys (or a super user) holds `permit`. */
export function holdsPermit(record: { issuper: number; permits: readonly string[]; web_permits: readonly string[] }, permit: string): boolean {
  return record.issuper === 1 || record.permits.includes(permit) || record.web_permits.includes(permit);
}
