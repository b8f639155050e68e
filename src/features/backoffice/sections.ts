/**
 * The back office's sections, in menu order. Each names the right it needs (contract/rules/admin-rights.ts; the server
 * refuses its calls without it anyway), the menu group it sits in and its title in both languages; its component loads
 * when it is first opened, so the back office's first load carries the shell alone. `?s=<key>` opens one.
 */
import type { ComponentType } from 'react';
import './admin-calls';
import type { GrantablePermit } from '@contract/rules/admin-rights';

export const SECTION_GROUPS = ['content', 'settings', 'catalog', 'roles', 'people', 'inbox', 'audit'] as const;
export type SectionGroup = (typeof SECTION_GROUPS)[number];

export interface SectionDecl {
  key: string;
  group: SectionGroup;
  right: GrantablePermit;
  title: { zh: string; en: string };
  load(): Promise<{ default: ComponentType }>;
}

export const sections: SectionDecl[] = [
  { key: 'banners', group: 'content', right: 'admin:content', title: { zh: '首页横幅', en: 'Banners' }, load: () => import('./sections/content/banners') },
  { key: 'links', group: 'content', right: 'admin:content', title: { zh: '页头页脚链接', en: 'Header and footer links' }, load: () => import('./sections/content/links') },
  { key: 'keywords', group: 'content', right: 'admin:content', title: { zh: '热门关键词', en: 'Hot keywords' }, load: () => import('./sections/content/keywords') },
  { key: 'notices', group: 'content', right: 'admin:content', title: { zh: '通知公告', en: 'Notices' }, load: () => import('./sections/content/notices') },
  { key: 'notice-categories', group: 'content', right: 'admin:content', title: { zh: '公告分类', en: 'Notice categories' }, load: () => import('./sections/content/categories') },
  { key: 'office-notices', group: 'content', right: 'admin:content', title: { zh: '办公公告', en: 'Office notices' }, load: () => import('./sections/content/office-notices') },
  {
    key: 'site-settings',
    group: 'settings',
    right: 'admin:settings',
    title: { zh: '站点设置', en: 'Site settings' },
    load: () => import('./sections/settings/site-settings'),
  },
  { key: 'grants', group: 'roles', right: 'admin:roles', title: { zh: '权限授予', en: 'Permit grants' }, load: () => import('./sections/roles/grants-section') },
  { key: 'people', group: 'people', right: 'admin:people', title: { zh: '人员', en: 'People' }, load: () => import('./sections/people/people-section') },
  { key: 'departments', group: 'people', right: 'admin:people', title: { zh: '部门', en: 'Departments' }, load: () => import('./sections/people/departments-section') },
  { key: 'posts', group: 'people', right: 'admin:people', title: { zh: '岗位', en: 'Posts' }, load: () => import('./sections/people/posts-section') },
  { key: 'directory', group: 'people', right: 'admin:people', title: { zh: '目录同步', en: 'Directory sync' }, load: () => import('./sections/people/directory-section') },
  { key: 'catalog-services', group: 'catalog', right: 'admin:catalog', title: { zh: '服务管理', en: 'Services' }, load: () => import('./sections/catalog/services-section') },
  {
    key: 'catalog-designer',
    group: 'catalog',
    right: 'admin:catalog',
    title: { zh: '表单与流程设计', en: 'Form and process designer' },
    load: () => import('./sections/designer/designer-section'),
  },
  { key: 'catalog-folders', group: 'catalog', right: 'admin:catalog', title: { zh: '部门应用组', en: 'Department folders' }, load: () => import('./sections/catalog/folders-section') },
  { key: 'catalog-categories', group: 'catalog', right: 'admin:catalog', title: { zh: '服务分类', en: 'Service categories' }, load: () => import('./sections/catalog/categories-section') },
  { key: 'catalog-themes', group: 'catalog', right: 'admin:catalog', title: { zh: '主题服务', en: 'Themes' }, load: () => import('./sections/catalog/themes-section') },
  { key: 'catalog-clients', group: 'catalog', right: 'admin:catalog', title: { zh: '开放接口应用', en: 'Open-API clients' }, load: () => import('./sections/catalog/open-clients-section') },
  { key: 'sensitive-calls', group: 'settings', right: 'admin:settings', title: { zh: '敏感操作', en: 'Sensitive calls' }, load: () => import('./sections/inbox/sensitive-calls') },
  { key: 'feedback', group: 'inbox', right: 'admin:inbox', title: { zh: '意见反馈', en: 'Feedback' }, load: () => import('./sections/inbox/feedback-inbox') },
  { key: 'audit-log', group: 'audit', right: 'admin:audit', title: { zh: '登录与账号日志', en: 'Sign-ins and accounts' }, load: () => import('./sections/inbox/audit-log') },
  { key: 'changes', group: 'audit', right: 'admin:audit', title: { zh: '变更记录', en: 'Change trail' }, load: () => import('./sections/inbox/change-log') },
];
