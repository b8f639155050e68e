import { defineArea } from '../area-module';
import { seedSearch } from './search.seed';
import { searchRoutes } from './search.routes';

export const searchArea = defineArea({ area: 'search', tables: ['hot_keywords', 'search_clicks'], routes: searchRoutes, seedDemo: seedSearch });
