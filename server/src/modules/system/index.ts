import { defineArea } from '../area-module';
import { systemErrors } from './system.errors';
import { systemRoutes } from './system.routes';

/** The portal's facts about itself: when it went live (systemUpYear), the visit beacon, client debug timelines. */
export const systemArea = defineArea({ area: 'system', tables: ['visit_days'], errors: systemErrors, routes: systemRoutes });
