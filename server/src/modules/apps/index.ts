import { defineArea } from '../area-module';
import { appsRoutes } from './apps.routes';

export const appsArea = defineArea({
  area: 'apps',
  tables: ['apps', 'app_categories', 'user_app_usage', 'user_favourite_apps'],
  routes: appsRoutes,
});
