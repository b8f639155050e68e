import { defineArea } from '../area-module';
import { noticesRoutes } from './notices.routes';
import { noticeSearch, officeNoticeSearch } from './notices.service';
import { seedNotices } from './notices.seed';

export const noticesArea = defineArea({
  area: 'notices',
  tables: ['notices', 'notice_categories', 'notice_reads'],
  routes: noticesRoutes,
  seedDemo: seedNotices,
  searchSources: { notify: noticeSearch, office_notice: officeNoticeSearch },
});
