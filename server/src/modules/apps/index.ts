import { defineArea } from '../area-module';
import { appsErrors } from './apps.errors';
import { appsRoutes } from './apps.routes';
import { appNames, appSearch } from './apps.service';

export const appsArea = defineArea({
  area: 'apps',
  tables: ['apps', 'app_categories', 'app_materials', 'user_app_usage', 'user_favourite_apps', 'app_themes', 'app_theme_apps'],
  errors: appsErrors,
  routes: appsRoutes,
  serviceNames: appNames,
  searchSources: { apps: appSearch },
});
