import { defineArea } from '../area-module';
import { siteRoutes } from './site.routes';

export const siteArea = defineArea({ area: 'site', tables: ['site_settings', 'banners', 'links'], routes: siteRoutes });
