/**
 * The calls only the back office makes (/backHome/index), in the light index's form (./call-index.ts): kept out of the
 * index every page's first load carries, and added to the client's `api` when the back office loads
 * (src/features/backoffice/admin-calls.ts). Administrator calls other pages make (the to-do list's oversee tab) stay
 * in the main index.
 */
import { routesOf, type CallRoute, type Listed, type NamesOf } from './call-index';

const byArea = {
  site: {
    systemSiteOptions: 'GET /system/home/site-options', getSiteSettings: 'GET admin', saveSiteSettings: 'POST admin',
    adminBanners: 'GET admin', saveBanner: 'POST admin', deleteBanner: 'POST admin', bannerCarousel: 'GET admin',
    saveBannerCarousel: 'POST admin', adminLinks: 'GET admin', saveLink: 'POST admin', deleteLink: 'POST admin',
  },
  apps: {
    getAdminApps: 'GET admin', getAdminApp: 'GET admin', getCatalogChoices: 'GET admin', adminSaveApp: 'POST admin', saveAppFolder: 'POST admin',
    moveApp: 'POST admin', deleteApp: 'POST admin', getAdminAppCategories: 'GET admin',
    saveAppCategory: 'POST admin', deleteAppCategory: 'POST admin', getAdminAppThemes: 'GET admin', saveAppTheme: 'POST admin',
    deleteAppTheme: 'POST admin',
  },
  org: {
    getPermitGrants: 'GET admin', getGrantChoices: 'GET admin', grantPermit: 'POST admin', revokePermit: 'POST admin',
    getOrgPeople: 'GET admin', getOrgDepartments: 'GET admin', getOrgPosts: 'GET admin',
  },
  directory: {
    getDirectoryConnectors: 'GET admin', getDirectoryRuns: 'GET admin', addScimClient: 'POST admin', rotateScimToken: 'POST admin',
    saveLdapConnector: 'POST admin', runDirectoryNow: 'POST admin',
  },
  designer: {
    adminGetDesign: 'GET admin', adminSaveForm: 'POST admin', adminSaveProcess: 'POST admin', adminCheckProcess: 'POST admin',
    adminPublishApp: 'POST admin', adminGetVersions: 'GET admin', adminCompareVersions: 'GET admin', adminRestoreVersion: 'POST admin',
    adminExportApp: 'GET admin', adminImportApp: 'POST admin',
  },
  search: { adminHotKeywords: 'GET admin', saveHotKeyword: 'POST admin', deleteHotKeyword: 'POST admin' },
  notices: {
    adminNotices: 'GET admin', adminNotice: 'GET admin', saveNotice: 'POST admin', deleteNotice: 'POST admin',
    adminNoticeCategories: 'GET admin', saveNoticeCategory: 'POST admin', deleteNoticeCategory: 'POST admin',
  },
  feedback: { getFeedbackList: 'GET admin', replyFeedback: 'POST admin' },
  audit: { getAuditLog: 'GET admin', exportAuditLog: 'GET admin', getChangeLog: 'GET admin', getChangeFilterChoices: 'GET admin', exportChangeLog: 'GET admin' },
  security: { getSensitiveCalls: 'GET admin', setSensitiveCalls: 'POST admin' },
  open: { getOpenClients: 'GET admin', registerOpenClient: 'POST admin', rotateOpenSecret: 'POST admin', setOpenClientDisabled: 'POST admin' },
} as const satisfies Record<string, Record<string, Listed>>;

export type AdminIndexedName = NamesOf<typeof byArea>;

export const adminCallIndex = routesOf(byArea) as Record<AdminIndexedName, CallRoute>;
