import { defineArea } from '../area-module';
import { paymentsErrors } from './payments.errors';
import { paymentsRoutes } from './payments.routes';
import { refundJobs } from './refund-job';

/**
 * Fees paid through WeChat Pay API v3 (or its sandbox): orders other areas open, the provider's notifications, and
 * refunds. Areas above it call payments.service.ts and hear what became of their orders through their
 * paymentOutcomes hook.
 */
export const paymentsArea = defineArea({
  area: 'payments',
  tables: ['payment_orders', 'payment_notifications'],
  errors: paymentsErrors,
  routes: paymentsRoutes,
  jobs: refundJobs,
});
