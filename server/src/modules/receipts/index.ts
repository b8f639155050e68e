import { defineArea } from '../area-module';
import { receiptsRoutes } from './receipts.routes';

/** Printed records of applications and the receipts they carry, which anyone can verify. */
export const receiptsArea = defineArea({
  area: 'receipts',
  tables: ['receipt_keys', 'receipts'],
  routes: receiptsRoutes,
});
