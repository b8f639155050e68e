/**
 * The whole schema as Kysely sees it: each area declares the tables it owns in its <area>.table.ts
 * (server/src/modules/<area>/), and this interface names them all in one place.
 */
import type { Kysely, Transaction } from 'kysely';
import type { CodeSendWindowsTable, PasswordConfirmationsTable, VerificationCodesTable } from '../modules/account/account.table';
import type {
  AppCategoriesTable,
  AppMaterialsTable,
  AppsTable,
  AppThemeAppsTable,
  AppThemesTable,
  UserAppUsageTable,
  UserFavouriteAppsTable,
} from '../modules/apps/apps.table';
import type { AuditChangesTable, AuditEventsTable } from '../modules/audit/audit.table';
import type {
  CasSessionsTable,
  LoginChallengesTable,
  LoginFailuresTable,
  SessionFactorsTable,
  SessionsTable,
  TotpRecoveryCodesTable,
  TotpSecretsTable,
} from '../modules/auth/auth.table';
import type { BookingKeysTable, BookingResourcesTable, BookingsTable, BookingUnitsTable, ConsultHoursTable } from '../modules/bookings/bookings.table';
import type { CalendarDaysTable, CalendarSettingsTable } from '../modules/calendar/calendar.table';
import type { MessageDeliveriesTable, MessageSettingsTable, MessagingAppBindingsTable } from '../modules/delivery/delivery.table';
import type { FeedbackFilesTable, FeedbackTable, FeedbackTypesTable } from '../modules/feedback/feedback.table';
import type { FileAttachmentsTable, FileUsesTable, FilesTable } from '../modules/files/files.table';
import type { FormDraftsTable, FormSubmissionsTable, FormVersionsTable } from '../modules/forms/forms.table';
import type {
  FillinCountsTable,
  FillinFieldCountsTable,
  FillinMissionsTable,
  FillinPersonRemindersTable,
  FillinRemindersTable,
  FillinSubmissionsTable,
} from '../modules/fillins/fillins.table';
import type { GrantsTable } from '../modules/grants/grants.table';
import type { JobsTable } from '../modules/jobs/jobs.table';
import type { ProcessActionsTable, ProcessInstancesTable, ProcessStepsTable, ProcessTasksTable, ProcessWaitsTable, ApplicationRatingsTable } from '../modules/matters/matters.table';
import type { MessagesTable } from '../modules/messages/messages.table';
import type { NoticeCategoriesTable, NoticeReadsTable, NoticesTable } from '../modules/notices/notices.table';
import type { OpenClientsTable, OpenUserCodesTable } from '../modules/open/open.table';
import type { OutOfOfficeTable } from '../modules/out-of-office/out-of-office.table';
import type { PaymentNotificationsTable, PaymentOrdersTable } from '../modules/payments/payments.table';
import type { CurrentIdentitiesTable, DepartmentsTable, PermitGrantsTable, UserPostsTable, UsersTable } from '../modules/org/org.table';
import type { ProcessVersionsTable } from '../modules/processes/processes.table';
import type { ReceiptKeysTable, ReceiptsTable } from '../modules/receipts/receipts.table';
import type { ReportDefinitionsTable } from '../modules/reports/reports.table';
import type {
  DocumentCountersTable, DocumentOfficesTable, DocumentReadersTable, DocumentRecipientsTable, DocumentSealsTable, DocumentTemplatesTable, DocumentTrailTable,
  DocumentVersionsTable, DocumentsTable,
} from '../modules/documents/documents.table';
import type { ServiceDesignsTable, ServiceReleasesTable } from '../modules/designer/designer.table';
import type { DirectoryConnectorsTable, DirectoryLinksTable, DirectoryRunsTable } from '../modules/directory/directory.table';
import type { SupervisionDaysTable, SupervisionHandlingTable } from '../modules/supervision/supervision.table';
import type { HotKeywordsTable, SearchClicksTable } from '../modules/search/search.table';
import type { BannersTable, LinksTable, SiteSettingsTable } from '../modules/site/site.table';
import type { VisitDaysTable } from '../modules/system/system.table';

export interface Database {
  departments: DepartmentsTable;
  users: UsersTable;
  permit_grants: PermitGrantsTable;
  user_posts: UserPostsTable;
  sessions: SessionsTable;
  app_categories: AppCategoriesTable;
  apps: AppsTable;
  app_materials: AppMaterialsTable;
  user_app_usage: UserAppUsageTable;
  user_favourite_apps: UserFavouriteAppsTable;
  app_themes: AppThemesTable;
  app_theme_apps: AppThemeAppsTable;
  banners: BannersTable;
  hot_keywords: HotKeywordsTable;
  links: LinksTable;
  notice_categories: NoticeCategoriesTable;
  notices: NoticesTable;
  notice_reads: NoticeReadsTable;
  search_clicks: SearchClicksTable;
  visit_days: VisitDaysTable;
  site_settings: SiteSettingsTable;
  messages: MessagesTable;
  process_instances: ProcessInstancesTable;
  process_tasks: ProcessTasksTable;
  process_waits: ProcessWaitsTable;
  application_ratings: ApplicationRatingsTable;
  process_steps: ProcessStepsTable;
  process_actions: ProcessActionsTable;
  out_of_office: OutOfOfficeTable;
  process_versions: ProcessVersionsTable;
  form_versions: FormVersionsTable;
  form_submissions: FormSubmissionsTable;
  form_drafts: FormDraftsTable;
  calendar_days: CalendarDaysTable;
  calendar_settings: CalendarSettingsTable;
  jobs: JobsTable;
  files: FilesTable;
  file_uses: FileUsesTable;
  file_attachments: FileAttachmentsTable;
  receipt_keys: ReceiptKeysTable;
  receipts: ReceiptsTable;
  open_clients: OpenClientsTable;
  open_user_codes: OpenUserCodesTable;
  audit_events: AuditEventsTable;
  audit_changes: AuditChangesTable;
  current_identities: CurrentIdentitiesTable;
  grants: GrantsTable;
  cas_sessions: CasSessionsTable;
  login_failures: LoginFailuresTable;
  login_challenges: LoginChallengesTable;
  totp_secrets: TotpSecretsTable;
  totp_recovery_codes: TotpRecoveryCodesTable;
  session_factors: SessionFactorsTable;
  verification_codes: VerificationCodesTable;
  code_send_windows: CodeSendWindowsTable;
  password_confirmations: PasswordConfirmationsTable;
  message_settings: MessageSettingsTable;
  message_deliveries: MessageDeliveriesTable;
  messaging_app_bindings: MessagingAppBindingsTable;
  feedback_types: FeedbackTypesTable;
  feedback: FeedbackTable;
  feedback_files: FeedbackFilesTable;
  booking_resources: BookingResourcesTable;
  booking_units: BookingUnitsTable;
  consult_hours: ConsultHoursTable;
  bookings: BookingsTable;
  booking_keys: BookingKeysTable;
  payment_orders: PaymentOrdersTable;
  payment_notifications: PaymentNotificationsTable;
  fillin_missions: FillinMissionsTable;
  fillin_submissions: FillinSubmissionsTable;
  fillin_counts: FillinCountsTable;
  fillin_field_counts: FillinFieldCountsTable;
  fillin_reminders: FillinRemindersTable;
  fillin_person_reminders: FillinPersonRemindersTable;
  report_definitions: ReportDefinitionsTable;
  directory_connectors: DirectoryConnectorsTable;
  directory_runs: DirectoryRunsTable;
  directory_links: DirectoryLinksTable;
  supervision_days: SupervisionDaysTable;
  supervision_handling: SupervisionHandlingTable;
  service_designs: ServiceDesignsTable;
  service_releases: ServiceReleasesTable;
  document_offices: DocumentOfficesTable;
  document_counters: DocumentCountersTable;
  document_templates: DocumentTemplatesTable;
  documents: DocumentsTable;
  document_versions: DocumentVersionsTable;
  document_recipients: DocumentRecipientsTable;
  document_readers: DocumentReadersTable;
  document_trail: DocumentTrailTable;
  document_seals: DocumentSealsTable;
}

export type Db = Kysely<Database>;
export type DbOrTx = Kysely<Database> | Transaction<Database>;
