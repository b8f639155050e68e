/** On H5 the switches arrive in their own chunk when the user popup first opens (as the home's folder body does). */
import { lazy } from 'react';

export const AccountSwitches = lazy(() => import('./account-switches').then((m) => ({ default: m.AccountSwitches })));
