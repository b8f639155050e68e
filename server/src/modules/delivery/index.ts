import { defineArea } from '../area-module';
import { deliveryErrors } from './delivery.errors';
import { deliveryRoutes } from './delivery.routes';

/**
 * How messages leave the portal: verification codes for the account area (channels/), and every message on the
 * channels its recipient chose, in real time or as a daily digest (README.md beside this file).
 */
export const deliveryArea = defineArea({
  area: 'delivery',
  tables: ['message_settings', 'message_deliveries', 'messaging_app_bindings'],
  errors: deliveryErrors,
  routes: deliveryRoutes,
});

export { createDelivery } from './channels';
export { createNotifiers, type Notifiers } from './notifiers';
export { startDeliveryWorker, type DeliveryWorker, type DeliveryWorkerOptions } from './worker';
