import { defineArea } from '../area-module';
import { seedApps } from './apps.seed';
import { appsRoutes } from './apps.routes';
import { appNames, appSearch } from './apps.service';

export const appsArea = defineArea({
  area: 'apps',
  tables: ['apps', 'app_categories', 'app_materials', 'user_app_usage', 'user_favourite_apps', 'app_themes', 'app_theme_apps'],
  routes: appsRoutes,
  seedDemo: seedApps,
  serviceNames: appNames,
  searchSources: { apps: appSearch },
});
