import { defineArea } from '../area-module';
import { seedNotices } from './notices.seed';

/** Seeded today; the portal frame issue adds the notice calls. */
export const noticesArea = defineArea({ area: 'notices', tables: ['notices', 'notice_categories'], seedDemo: seedNotices });
