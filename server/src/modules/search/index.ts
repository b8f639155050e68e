import { defineArea } from '../area-module';
import { searchErrors } from './search.errors';
import { seedSearch } from './search.seed';
import { searchRoutes } from './search.routes';

export const searchArea = defineArea({ area: 'search', tables: ['hot_keywords', 'search_clicks'], errors: searchErrors, routes: searchRoutes, seedDemo: seedSearch });
