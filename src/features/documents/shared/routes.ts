/**
 * The module's routes and the views their addresses name (module.ts): a document's detail is 公文中心 with `id`, the
 * dispatch editor is 发文管理 with `edit` (`new`, or the id of the caller's draft or returned dispatch).
 */
import { goTo } from '@/platform/navigation';

export const MY_ROUTE = '/reserve/myOfficial';
export const CENTER_ROUTE = '/reserve/officialCenter';
export const MANAGE_ROUTE = '/reserve/dispatchManage';

export const NEW_DRAFT = 'new';

export const openDocument = (id: number) => goTo(CENTER_ROUTE, { id });
export const openEditor = (id: number | typeof NEW_DRAFT) => goTo(MANAGE_ROUTE, { edit: id });
