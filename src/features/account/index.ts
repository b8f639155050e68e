/** What other features use of the account: a section of the personal centre, and opening the password change. */
export { Section, type SectionProps } from './personal/section';
export { openPasswordDialog } from './password/open-password-dialog';
