/** On H5 the phone and email dialog arrives in its own chunk when first opened (as the home's folder body does). */
import { lazy } from 'react';

export const ContactDialog = lazy(() => import('./contact-dialog').then((m) => ({ default: m.ContactDialog })));
