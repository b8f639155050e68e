/**
 * Who a service is for (spec §1 audience tabs: student, teacher, visitor services) and who a caller is. A signed-in
 * caller belongs to the audience of their identity type; a caller who has not signed in is treated as a visitor.
 */
export const AUDIENCES = ['student', 'teacher', 'visitor'] as const;
export type Audience = (typeof AUDIENCES)[number];

export function audienceOf(identityType: 'staff' | 'student' | 'other' | null | undefined): Audience {
  if (identityType === 'student') return 'student';
  if (identityType === 'staff') return 'teacher';
  return 'visitor';
}
