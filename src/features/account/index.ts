/**
 * What other features use of the account: a section of the personal centre, opening the password change, and the
 * phone and email dialog (the message settings bind a channel's number or address with it).
 */
export { Section, type SectionProps } from './personal/section';
export { openPasswordDialog } from './password/open-password-dialog';
export { ContactDialog } from './contact/contact-dialog-lazy';
export type { ContactKind } from './rules/contact';
