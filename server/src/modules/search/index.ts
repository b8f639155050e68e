import { defineArea } from '../area-module';
import { seedSearch } from './search.seed';
import { searchRoutes } from './search.routes';

export const searchArea = defineArea({ area: 'search', tables: ['hot_keywords'], routes: searchRoutes, seedDemo: seedSearch });
