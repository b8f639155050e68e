import { defineArea } from '../area-module';

/** Seeded today; the portal frame issue adds the notice calls. */
export const noticesArea = defineArea({ area: 'notices', tables: ['notices', 'notice_categories'] });
