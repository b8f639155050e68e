/**
 * The header menu of spec §2 "Header and menu" and who sees which entry (§6 "Roles and permissions"). Pure: the
 * layouts render what visibleMenu leaves, and the rules are tested without rendering.
 */
import { Permit } from '@contract/rules/permissions';

export interface MenuNode {
  /** Also its label's key under `menu.` (i18n). */
  key: string;
  /** A portal route; with `query`, the page's own query (spec §2 Route list). */
  route?: string;
  query?: Record<string, string>;
  /** An outside address (http…): opened in place, or in a new tab when `newTab`. */
  url?: string;
  newTab?: boolean;
  /** An outside address that needs the campus network: opened through the site's network-check address. */
  authority?: boolean;
  /** Shown instead of opening, for an entry without a path: an i18n key, or the school's own text. */
  tip?: string;
  /** Left out for visitors who have not signed in. */
  signedIn?: boolean;
  /** The permit (or any of the permits) the entry needs (spec §6). */
  permit?: string | string[];
  /** The to-do red dot (spec §2: on My tasks, when getunreadData.my_todo > 0). */
  todoDot?: boolean;
  children?: MenuNode[];
}

const TODO = { route: '/matter/todo', query: { page: 'todo' } };

/** spec §2: Home; Service list; Booking hall; My applications; My tasks; Official document collaboration; Efficiency supervision; Data center; Personal home. */
export const MENU: MenuNode[] = [
  { key: 'home', route: '/site/index' },
  { key: 'serviceList', route: '/site/serviceList' },
  { key: 'bookingHall', route: '/site/bookingHall' },
  {
    key: 'myApplications',
    route: '/matter/launch',
    query: { page: 'launch' },
    children: [{ key: 'myAppointments', route: '/matter/makeAnAppointment' }],
  },
  {
    key: 'myTasks',
    ...TODO,
    todoDot: true,
    children: [
      { key: 'todo', ...TODO },
      { key: 'notified', route: '/matter/read' },
      { key: 'myFillIns', route: '/matter/fill' },
    ],
  },
  {
    key: 'documents',
    signedIn: true,
    children: [
      { key: 'myOfficial', route: '/reserve/myOfficial', permit: Permit.document },
      { key: 'officialCenter', route: '/reserve/officialCenter', permit: Permit.document },
      { key: 'dispatchManage', route: '/reserve/dispatchManage', permit: Permit.document },
    ],
  },
  {
    key: 'efficiency',
    signedIn: true,
    permit: Permit.serviceCount,
    children: [
      { key: 'serviceSurvey', route: '/site/serviceSurvey', permit: Permit.serviceSituation },
      { key: 'departService', route: '/site/departService', permit: Permit.departService },
      { key: 'monitoring', route: '/site/monitoring' },
    ],
  },
  {
    key: 'dataCenter',
    signedIn: true,
    children: [
      { key: 'reportIndex', route: '/report/index', permit: Permit.appsReportLists },
      { key: 'fillReport', route: '/fillForm/report', permit: Permit.tbReport },
    ],
  },
  { key: 'personalHome', route: '/homepage/index' },
];

export interface MenuViewer {
  signedIn: boolean;
  can(permit: string | string[]): boolean;
}

/** The entries this viewer sees; a group whose children are all hidden is hidden too. */
export function visibleMenu(nodes: MenuNode[], viewer: MenuViewer): MenuNode[] {
  return nodes.flatMap((node) => {
    if (node.signedIn && !viewer.signedIn) return [];
    if (node.permit && !viewer.can(node.permit)) return [];
    if (!node.children) return [node];
    const children = visibleMenu(node.children, viewer);
    return children.length > 0 ? [{ ...node, children }] : [];
  });
}

/** Whether the entry, or one of its children, is the page being shown. */
export function isActive(node: MenuNode, route: string): boolean {
  return node.route === route || Boolean(node.children?.some((child) => isActive(child, route)));
}
