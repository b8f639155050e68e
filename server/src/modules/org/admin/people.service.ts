/**
 * The organisation in the back office (admin:people), read-only: the organisation-user system manages people,
 * departments and posts, and its changes sync here (spec §1); the page's org actions only say so (spec §8).
 */
import type { OrgDepartment, OrgPerson, OrgPostHolder } from '../../../../../contract/calls/org';
import { inLanguage } from '../../../../../contract/rules/bilingual';
import type { DbOrTx } from '../../../db/database';
import type { Lang } from '../../../domain/lang';
import { departmentNames } from '../org.service';
import * as q from './people.queries';

type Page = { p: number; pageSize: number };
const window = (page: Page) => ({ offset: (page.p - 1) * page.pageSize, limit: page.pageSize });

export async function people(db: DbOrTx, lang: Lang, filter: q.PeopleFilter, page: Page) {
  const [rows, total] = await Promise.all([q.peoplePage(db, filter, window(page)), q.peopleCount(db, filter)]);
  const departments = await departmentNames(db, rows.map((r) => r.department_id), lang);
  const list: OrgPerson[] = rows.map((r) => ({ ...r, departName: departments.get(r.department_id ?? -1) ?? '' }));
  return { list, total, p: page.p, page_size: page.pageSize };
}

export async function departments(db: DbOrTx, lang: Lang): Promise<OrgDepartment[]> {
  return (await q.departmentsWithCounts(db)).map((d) => ({
    id: d.id,
    code: d.code,
    name: inLanguage(d.name, d.name_en, lang),
    parent_id: d.parent_id,
    kind: d.kind,
    head_name: d.head_name ?? '',
    people: Number(d.people ?? 0),
  }));
}

export async function postHolders(db: DbOrTx, lang: Lang, filter: q.PostFilter, page: Page) {
  const [rows, total] = await Promise.all([q.postHoldersPage(db, filter, window(page)), q.postHoldersCount(db, filter)]);
  const departments = await departmentNames(db, rows.map((r) => r.department_id), lang);
  const list: OrgPostHolder[] = rows.map((r) => ({ ...r, departName: departments.get(r.department_id ?? -1) ?? '' }));
  return { list, total, p: page.p, page_size: page.pageSize };
}
