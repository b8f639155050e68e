/** The user popup's account switches (a layout slot): mounted when the popup opens, the code fetched then on H5. */
import { Suspense } from 'react';
import { AccountSwitches } from './account-switches-lazy';

export function AccountSwitchesSlot() {
  return (
    <Suspense fallback={null}>
      <AccountSwitches variant="menu" />
    </Suspense>
  );
}
