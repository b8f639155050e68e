/** Every product area of the server. Adding an area is one line here. */
import { accountArea } from './account';
import type { AreaModule } from './area-module';
import { appsArea } from './apps';
import { auditArea } from './audit';
import { authArea } from './auth';
import { bookingsArea } from './bookings';
import { calendarArea } from './calendar';
import { deliveryArea } from './delivery';
import { designerArea } from './designer';
import { directoryArea } from './directory';
import { documentsArea } from './documents';
import { feedbackArea } from './feedback';
import { filesArea } from './files';
import { fillinsArea } from './fillins';
import { formsArea } from './forms';
import { grantsArea } from './grants';
import { homepageArea } from './homepage';
import { jobsArea } from './jobs';
import { mattersArea } from './matters';
import { messagesArea } from './messages';
import { noticesArea } from './notices';
import { openArea } from './open';
import { orgArea } from './org';
import { outOfOfficeArea } from './out-of-office';
import { paymentsArea } from './payments';
import { processesArea } from './processes';
import { receiptsArea } from './receipts';
import { reportsArea } from './reports';
import { searchArea } from './search';
import { siteArea } from './site';
import { supervisionArea } from './supervision';
import { systemArea } from './system';

export const areaModules: readonly AreaModule[] = [
  orgArea, siteArea, auditArea, authArea, appsArea, formsArea, processesArea, calendarArea, searchArea, messagesArea, deliveryArea, mattersArea,
  outOfOfficeArea, supervisionArea, filesArea, noticesArea, receiptsArea, openArea, jobsArea, systemArea, accountArea, grantsArea,
  homepageArea, feedbackArea, paymentsArea, bookingsArea, fillinsArea, reportsArea, directoryArea, designerArea, documentsArea,
];
