import { defineArea } from '../area-module';
import { homepageRoutes } from './homepage.routes';

/** The personal home: an aggregator over the user's applications, tasks and messages, owning no table of its own. */
export const homepageArea = defineArea({ area: 'homepage', tables: [], routes: homepageRoutes });
