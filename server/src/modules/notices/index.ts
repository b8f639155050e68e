import { defineArea } from '../area-module';
import { noticesErrors } from './notices.errors';
import { noticesRoutes } from './notices.routes';
import { noticeSearch, officeNoticeSearch } from './notices.service';

export const noticesArea = defineArea({
  area: 'notices',
  tables: ['notices', 'notice_categories', 'notice_reads'],
  errors: noticesErrors,
  routes: noticesRoutes,
  searchSources: { notify: noticeSearch, office_notice: officeNoticeSearch },
});
