/** On H5 the QR arrives in its own chunk, fetched only by a desktop page's signed-in right navigation. */
import { lazy } from 'react';

export const RightNavQr = lazy(() => import('./right-nav-qr').then((m) => ({ default: m.RightNavQr })));
