/** On H5 the grant form (with the form renderer's people and date pickers) arrives in its own chunk when first opened. */
import { lazy } from 'react';

export const GrantDialog = lazy(() => import('./grant-dialog').then((m) => ({ default: m.GrantDialog })));
