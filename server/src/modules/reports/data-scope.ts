/**
 * Whose data a viewer of the data center sees: the departments their apps-report-lists grants reach (spec §6), each
 * with the departments under it, or the whole campus (efficiency supervision asks the same of its own permits). Every source filters its rows by it on the server; a report
 * narrowed to a department outside it is refused.
 */
import { Permit } from '../../../../contract/rules/permissions';
import type { DbOrTx } from '../../db/database';
import { DomainError } from '../../domain/errors';
import type { Lang } from '../../domain/lang';
import { grantChoices } from '../org/admin/grants.service';
import * as org from '../org/org.service';

export interface DataScope {
  /** The whole campus: rows of no department (visitors' applications, services without an office) count too. */
  all: boolean;
  /** The departments the viewer may narrow to, in display order (every department for the whole campus). */
  departments: { id: number; name: string }[];
  /** The department and every department under it, when the viewer may see it; refused otherwise. */
  narrowTo(id: number): number[];
  /** The departments whose rows count: the narrowed ones, else those of the scope (undefined for the whole campus). */
  filter(narrowed: number[] | undefined): number[] | undefined;
}

export async function dataScope(db: DbOrTx, uid: string, lang: Lang, permit: string = Permit.appsReportLists): Promise<DataScope> {
  const [granted, { departments: tree }] = await Promise.all([org.permitScopes(db, uid, permit), grantChoices(db, lang)]);
  const children = new Map<number, number[]>();
  for (const d of tree) if (d.parent_id !== null) children.set(d.parent_id, [...(children.get(d.parent_id) ?? []), d.id]);
  const below = (id: number): number[] => {
    const found = [id];
    for (let i = 0; i < found.length; i++) for (const child of children.get(found[i]) ?? []) if (!found.includes(child)) found.push(child);
    return found;
  };
  const all = granted === 'all';
  const seen = new Set(all ? tree.map((d) => d.id) : granted.flatMap(below));
  return {
    all,
    departments: tree.filter((d) => seen.has(d.id)).map((d) => ({ id: d.id, name: d.name })),
    narrowTo(id) {
      if (!seen.has(id)) throw new DomainError('reports.outOfScope');
      return below(id);
    },
    filter: (narrowed) => narrowed ?? (all ? undefined : [...seen]),
  };
}
