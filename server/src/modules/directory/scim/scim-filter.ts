/**
 * SCIM filters (RFC 7644 §3.4.2.2, parsed by scim2-parse-filter) as criteria on a connector's links: `eq` on id,
 * externalId, userName or displayName and the comparisons of meta.lastModified, joined by `and` and `or`. An
 * attribute the links do not hold (userName) is first turned into the ids it means. Anything else is invalidFilter.
 */
import { parse, type Compare, type Filter } from 'scim2-parse-filter';
import type { LinkFilter } from '../directory.queries';
import { ScimError } from './scim-error';

/** Turns `attribute eq value` of an attribute kept elsewhere into the local ids it names (none: undefined). */
export type IdsOf = Partial<Record<string, (value: string) => Promise<string[]>>>;

const COMPARISONS = { gt: '>', ge: '>=', lt: '<', le: '<=' } as const;

const invalid = (detail: string) => new ScimError(400, detail, 'invalidFilter');

async function translate(f: Filter, idsOf: IdsOf): Promise<LinkFilter> {
  if (f.op === 'and' || f.op === 'or') {
    const parts = await Promise.all(f.filters.map((each) => translate(each, idsOf)));
    return f.op === 'and' ? { all: parts } : { any: parts };
  }
  if (f.op !== 'eq' && !Object.hasOwn(COMPARISONS, f.op)) throw invalid(`Operator not supported: ${(f as { op: string }).op}`);
  const { attrPath, compValue } = f as Compare;
  const attr = attrPath.toLowerCase();
  if (attr === 'meta.lastmodified') {
    const at = new Date(String(compValue));
    if (f.op === 'eq' || Number.isNaN(at.getTime())) throw invalid('meta.lastModified takes gt, ge, lt or le and a date-time');
    return { column: 'modified_at', op: COMPARISONS[f.op as keyof typeof COMPARISONS], at };
  }
  if (f.op !== 'eq' || typeof compValue !== 'string') throw invalid(`${attrPath} takes eq and a string`);
  const resolve = idsOf[attr];
  if (!resolve && attr === 'id') return { column: 'local_id', equals: compValue };
  if (attr === 'externalid') return { column: 'external_id', equals: compValue };
  if (attr === 'displayname') return { column: 'display_name', equals: compValue };
  if (!resolve) throw invalid(`Filtering on ${attrPath} is not supported`);
  const ids = await resolve(compValue);
  return ids.length ? { any: ids.map((id) => ({ column: 'local_id' as const, equals: id })) } : { nothing: true };
}

export async function linkFilter(text: string | undefined, idsOf: IdsOf): Promise<LinkFilter | undefined> {
  if (!text) return undefined;
  let ast: Filter;
  try {
    ast = parse(text);
  } catch {
    throw invalid('The filter is not valid SCIM filter syntax');
  }
  return translate(ast, idsOf);
}
