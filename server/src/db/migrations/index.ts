/** Every migration, in order. A static list (no folder scanning) so it works the same under any loader. */
import type { Migration, MigrationProvider } from 'kysely';
import * as campusCalendar from './2026-11-23b-campus-calendar';
import * as catalogAndForms from './2026-11-23-catalog-and-forms';
import * as initial from './2026-11-22-initial';
import * as jobs from './2026-11-23c-jobs';
import * as workflow from './2026-11-23d-workflow';
import * as workflowIndexes from './2026-11-23e-workflow-indexes';
import * as formDrafts from './2026-11-23f-form-drafts';
import * as outOfOffice from './2026-11-23g-out-of-office';
import * as searchAndNotices from './2026-11-24a-search-and-notices';
import * as noticeOrderIndexes from './2026-11-24b-notice-order-indexes';
import * as files from './2026-11-24c-files';
import * as receipts from './2026-11-25a-receipts';
import * as themesAndOpenApi from './2026-11-26a-themes-and-open-api';
import * as auditEvents from './2026-11-26b-audit-events';
import * as casSessions from './2026-11-26c-cas-sessions';
import * as signInSecurity from './2026-11-26d-sign-in-security';
import * as verificationCodes from './2026-11-26e-verification-codes';
import * as identitiesAndGrants from './2026-11-26f-identities-and-grants';
import * as fileAttachments from './2026-11-27a-file-attachments';
import * as fileThumbnails from './2026-11-27f-file-thumbnails';
import * as messageDelivery from './2026-11-27b-message-delivery';
import * as messageSubjects from './2026-11-27d-message-subjects';
import * as feedback from './2026-11-27g-feedback';
import * as auditChanges from './2026-11-27h-audit-changes';
import * as contentEditing from './2026-11-27i-content-editing';
import * as siteSettingsVersion from './2026-11-27j-site-settings-version';
import * as catalogEditing from './2026-11-27k-catalog-editing';
import * as permitGrants from './2026-11-27l-permit-grants';
import * as feedbackVersion from './2026-11-27m-feedback-version';
import * as bookings from './2026-11-27n-bookings';
import * as payments from './2026-11-27o-payments';
import * as fillins from './2026-11-28a-fillins';
import * as reports from './2026-11-28b-reports';
import * as directorySync from './2026-12-01a-directory-sync';
import * as supervision from './2026-12-01b-supervision';
import * as runningApplications from './2026-12-01c-running-applications';
import * as serviceDesigns from './2026-12-02a-service-designs';
import * as documents from './2026-12-02b-documents';
import * as waitingSince from './2026-12-02c-waiting-since';
import * as nodeWaits from './2026-12-03a-node-waits';
import * as ratings from './2026-12-03b-ratings';

const migrations: Record<string, Migration> = {
  '2026-11-22-initial': initial,
  '2026-11-23-catalog-and-forms': catalogAndForms,
  '2026-11-23b-campus-calendar': campusCalendar,
  '2026-11-23c-jobs': jobs,
  '2026-11-23d-workflow': workflow,
  '2026-11-23e-workflow-indexes': workflowIndexes,
  '2026-11-23f-form-drafts': formDrafts,
  '2026-11-23g-out-of-office': outOfOffice,
  '2026-11-24a-search-and-notices': searchAndNotices,
  '2026-11-24b-notice-order-indexes': noticeOrderIndexes,
  '2026-11-24c-files': files,
  '2026-11-25a-receipts': receipts,
  '2026-11-26a-themes-and-open-api': themesAndOpenApi,
  '2026-11-26b-audit-events': auditEvents,
  '2026-11-26c-cas-sessions': casSessions,
  '2026-11-26d-sign-in-security': signInSecurity,
  '2026-11-26e-verification-codes': verificationCodes,
  '2026-11-26f-identities-and-grants': identitiesAndGrants,
  '2026-11-27a-file-attachments': fileAttachments,
  '2026-11-27b-message-delivery': messageDelivery,
  '2026-11-27d-message-subjects': messageSubjects,
  '2026-11-27f-file-thumbnails': fileThumbnails,
  '2026-11-27g-feedback': feedback,
  '2026-11-27h-audit-changes': auditChanges,
  '2026-11-27i-content-editing': contentEditing,
  '2026-11-27j-site-settings-version': siteSettingsVersion,
  '2026-11-27k-catalog-editing': catalogEditing,
  '2026-11-27l-permit-grants': permitGrants,
  '2026-11-27m-feedback-version': feedbackVersion,
  '2026-11-27n-bookings': bookings,
  '2026-11-27o-payments': payments,
  '2026-11-28a-fillins': fillins,
  '2026-11-28b-reports': reports,
  '2026-12-01a-directory-sync': directorySync,
  '2026-12-01b-supervision': supervision,
  '2026-12-01c-running-applications': runningApplications,
  '2026-12-02a-service-designs': serviceDesigns,
  '2026-12-02b-documents': documents,
  '2026-12-02c-waiting-since': waitingSince,
  '2026-12-03a-node-waits': nodeWaits,
  '2026-12-03b-ratings': ratings,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
