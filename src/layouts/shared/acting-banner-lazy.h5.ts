/** On H5 the banner arrives in its own chunk, fetched only by a session acting for someone (the first load stays lean). */
import { lazy } from 'react';

export const ActingBanner = lazy(() => import('./acting-banner').then((m) => ({ default: m.ActingBanner })));
