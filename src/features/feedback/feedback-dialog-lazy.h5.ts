/** On H5 the feedback dialog arrives in its own chunk when first opened (as the account's contact dialog does). */
import { lazy } from 'react';

export const FeedbackDialog = lazy(() => import('./feedback-dialog').then((m) => ({ default: m.FeedbackDialog })));
