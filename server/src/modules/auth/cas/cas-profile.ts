/** Who a CAS sign-in names, read from its attributes by the installation's attribute names (CAS_ATTRIBUTES). */
import type { CasAttributeNames } from '../../../config';

export type IdentityType = 'staff' | 'student' | 'other';

export interface CasProfile {
  /** The campus number: the number attribute, else the CAS user name. */
  number: string;
  /** The display name; the number when CAS sends none. */
  name: string;
  identityType: IdentityType;
  /** The department's code in the organisation feed, when CAS sends one. */
  departmentCode: string | null;
}

/**
 * CAS servers spell identity types in their own words: English codes (student, undergraduate, teacher, faculty) or
 * Chinese labels (本科生, 研究生, 教职工, 教师). Anything else is neither.
 */
export function identityTypeOf(value: string | undefined): IdentityType {
  const v = (value ?? '').trim().toLowerCase();
  if (/student|undergrad|graduate|postgrad|学生|本科|研究生|博士生|硕士生/.test(v)) return 'student';
  if (/staff|teacher|faculty|employee|教职|教师|职工|老师/.test(v)) return 'staff';
  return 'other';
}

export function casProfile(user: string, attributes: Record<string, string[]>, names: CasAttributeNames): CasProfile {
  const first = (name: string) => attributes[name]?.find((v) => v.trim() !== '')?.trim();
  const number = first(names.number) ?? user.trim();
  return {
    number,
    name: (first(names.name) ?? number).slice(0, 64),
    identityType: identityTypeOf(first(names.identity)),
    departmentCode: first(names.department) ?? null,
  };
}
