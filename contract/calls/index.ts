/**
 * The call table: every named call and configured path of spec §7, keyed by its spec name.
 * The server registers a route for each call it answers (the rest are absent, not faked),
 * the client's `api` is built from it, and /api/openapi.json is generated from the registered routes.
 */
import type { CallDef } from '../call';
import { accountCalls } from './account';
import { appsCalls, catalogAdminCalls } from './apps';
import { auditCalls } from './audit';
import { authCalls } from './auth';
import { bookingsCalls } from './bookings';
import { debugCalls } from './debug';
import { designerCalls } from './designer';
import { directoryCalls } from './directory';
import { documentsCalls } from './documents';
import { feedbackCalls } from './feedback';
import { filesCalls } from './files';
import { formsCalls } from './forms';
import { homepageCalls } from './homepage';
import { mattersCalls } from './matters';
import { messagesCalls } from './messages';
import { noticesAdminCalls, noticesCalls } from './notices';
import { openCalls } from './open';
import { orgCalls } from './org';
import { receiptsCalls } from './receipts';
import { reportsCalls } from './reports';
import { fillinsCalls } from './fillins';
import { searchAdminCalls, searchCalls } from './search';
import { securityCalls } from './security';
import { siteCalls } from './site';
import { siteSettingsCalls } from './site-settings';
import { siteContentCalls } from './site-content';
import { supervisionCalls } from './supervision';

export const calls = {
  ...siteCalls,
  ...siteContentCalls,
  ...authCalls,
  ...appsCalls,
  ...catalogAdminCalls,
  ...designerCalls,
  ...formsCalls,
  ...orgCalls,
  ...searchCalls,
  ...searchAdminCalls,
  ...messagesCalls,
  ...mattersCalls,
  ...fillinsCalls,
  ...documentsCalls,
  ...reportsCalls,
  ...noticesCalls,
  ...noticesAdminCalls,
  ...accountCalls,
  ...feedbackCalls,
  ...filesCalls,
  ...receiptsCalls,
  ...debugCalls,
  ...auditCalls,
  ...securityCalls,
  ...homepageCalls,
  ...openCalls,
  ...siteSettingsCalls,
  ...bookingsCalls,
  ...directoryCalls,
  ...supervisionCalls,
};

export type Calls = typeof calls;
export type CallName = keyof Calls;

export const callList: CallDef[] = Object.values(calls);
