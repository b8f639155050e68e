import { defineArea } from '../area-module';
import { searchErrors } from './search.errors';
import { searchRoutes } from './search.routes';

export const searchArea = defineArea({ area: 'search', tables: ['hot_keywords', 'search_clicks'], errors: searchErrors, routes: searchRoutes });
