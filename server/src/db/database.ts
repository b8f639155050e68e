/** The whole schema as Kysely sees it: one interface composed from the table files. */
import type { CurrentIdentitiesTable, GrantsTable } from './tables/grants.table';
import type { Kysely, Transaction } from 'kysely';
import type { ProcessActionsTable, ProcessInstancesTable, ProcessStepsTable, ProcessTasksTable } from '../modules/matters/matters.table';
import type { MessagesTable } from '../modules/messages/messages.table';
import type { OutOfOfficeTable } from '../modules/out-of-office/out-of-office.table';
import type {
  AppCategoriesTable,
  AppMaterialsTable,
  AppsTable,
  AppThemeAppsTable,
  AppThemesTable,
  UserAppUsageTable,
  UserFavouriteAppsTable,
} from './tables/apps.table';
import type { CalendarDaysTable, CalendarSettingsTable } from './tables/calendar.table';
import type {
  BannersTable,
  HotKeywordsTable,
  LinksTable,
  NoticeCategoriesTable,
  NoticeReadsTable,
  NoticesTable,
  SearchClicksTable,
  SiteSettingsTable,
} from './tables/content.table';
import type { FileAttachmentsTable, FileUsesTable, FilesTable } from './tables/files.table';
import type { FormDraftsTable, FormSubmissionsTable, FormVersionsTable, ProcessVersionsTable } from './tables/forms.table';
import type { JobsTable } from './tables/jobs.table';
import type { CodeSendWindowsTable, PasswordConfirmationsTable, VerificationCodesTable } from './tables/account.table';
import type { AuditEventsTable } from './tables/audit.table';
import type { CasSessionsTable } from './tables/cas.table';
import type { OpenClientsTable, OpenUserCodesTable } from './tables/open.table';
import type { ReceiptKeysTable, ReceiptsTable } from './tables/receipts.table';
import type { LoginChallengesTable, LoginFailuresTable, SessionFactorsTable, TotpRecoveryCodesTable, TotpSecretsTable } from './tables/security.table';
import type { VisitDaysTable } from './tables/visits.table';
import type { DepartmentsTable, SessionsTable, UserPermitsTable, UserPostsTable, UsersTable } from './tables/people.table';

export interface Database {
  departments: DepartmentsTable;
  users: UsersTable;
  user_permits: UserPermitsTable;
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
}

export type Db = Kysely<Database>;
export type DbOrTx = Kysely<Database> | Transaction<Database>;
