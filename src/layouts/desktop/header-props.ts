import type { ReactNode } from 'react';

/** What every desktop header takes from the layout's slots. */
export interface HeaderProps {
  /** The header search box, filled by the page's frame (a layout never imports a feature). */
  search?: ReactNode;
  headerActions?: ReactNode;
  signIn: boolean;
  /** Identity switching and granted accounts in the user popup, when the user has any. */
  accountSwitches?: ReactNode;
  /** Change password: the dialog's opener when the page has one, else the entry opens the password page. */
  onChangePassword?: () => void;
}
