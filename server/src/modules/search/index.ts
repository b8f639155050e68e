import { defineArea } from '../area-module';
import { searchRoutes } from './search.routes';

export const searchArea = defineArea({ area: 'search', tables: ['hot_keywords', 'search_clicks'], routes: searchRoutes });
