import { defineArea } from '../area-module';
import { siteErrors } from './site.errors';
import { siteRoutes } from './site.routes';

export const siteArea = defineArea({ area: 'site', tables: ['site_settings', 'banners', 'links'], errors: siteErrors, routes: siteRoutes });
