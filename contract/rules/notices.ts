/**
 * Who reads office notices (办公公告): staff, meaning a signed-in caller whose current identity is staff. Students,
 * visitors, off-campus users and anyone not signed in do not; the server enforces it on every office-notice call and
 * in search, and the client uses it only to decide whether to offer the 办公公告 tab.
 */
export function mayReadOfficeNotices(identityType: 'staff' | 'student' | 'other' | null | undefined): boolean {
  return identityType === 'staff';
}
