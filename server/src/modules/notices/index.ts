import { defineArea } from '../area-module';
import { noticesRoutes } from './notices.routes';

export const noticesArea = defineArea({
  area: 'notices',
  tables: ['notices', 'notice_categories', 'notice_reads'],
  routes: noticesRoutes,
});
