/**
 * A desktop page in its frame: the desktop layout with the slots every page shares filled by their features (the
 * header search box, layout two's change-password dialog, the right navigation's feedback dialog, the user popup's identities and granting accounts). Layouts never import features (eslint.config.js), so this
 * is where the two meet; pages use it instead of the layout itself.
 */
import { DesktopLayout, type DesktopLayoutProps } from '@/layouts/desktop/desktop-layout';
import { openPasswordDialog } from '@/features/account';
import { openFeedbackDialog } from '@/features/feedback';
import { AccountSwitchesSlot } from '@/features/identity';
import { HeaderSearch } from '@/features/search';

export function DesktopPage(props: Omit<DesktopLayoutProps, 'search'>) {
  return <DesktopLayout search={<HeaderSearch />} onChangePassword={openPasswordDialog} onFeedback={openFeedbackDialog} accountSwitches={<AccountSwitchesSlot />} {...props} />;
}
