/**
 * PATCH (RFC 7644 §3.5.2) on a resource as JSON: each operation in turn, the result then saved as a replace would
 * be, so a PATCH is checked by the same schema and applied by the same code as a PUT. Paths: `attr`, `attr.sub`,
 * an extension's `urn:…:attr`, and a filtered multi-valued one, `members[value eq "x"]` or `emails[type eq "work"].value`.
 */
import type { PatchBody } from './scim-bodies';
import { ScimError } from './scim-error';

type Json = Record<string, unknown>;

interface Path {
  schema?: string;
  attr: string;
  filter?: { attr: string; value: string };
  sub?: string;
}

const PATH = /^([A-Za-z][\w$-]*)(?:\[\s*([A-Za-z][\w$-]*)\s+eq\s+"([^"]*)"\s*\])?(?:\.([A-Za-z][\w$-]*))?$/i;

function parsePath(path: string, extensions: readonly string[]): Path {
  const schema = extensions.find((urn) => path.toLowerCase().startsWith(`${urn.toLowerCase()}:`));
  const match = PATH.exec(schema ? path.slice(schema.length + 1) : path);
  if (!match) throw new ScimError(400, `Path not understood: ${path}`, 'invalidPath');
  const [, attr, filterAttr, filterValue, sub] = match;
  return { schema, attr, filter: filterAttr ? { attr: filterAttr, value: filterValue } : undefined, sub };
}

/** The key of `obj` that names `attr` (attribute names are case-insensitive), or `attr` itself when it has none. */
const keyOf = (obj: Json, attr: string) => Object.keys(obj).find((k) => k.toLowerCase() === attr.toLowerCase()) ?? attr;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

const matches = (filter: NonNullable<Path['filter']>) => (item: unknown) => isObject(item) && String(item[keyOf(item, filter.attr)]) === filter.value;

/** A value's items by `value`, for multi-valued attributes that list people (members). */
const sameItem = (a: unknown, b: unknown) => isObject(a) && isObject(b) && a.value !== undefined && a.value === b.value;

function add(container: Json, key: string, value: unknown): void {
  const current = container[key];
  if (Array.isArray(current) || Array.isArray(value)) {
    const items = Array.isArray(value) ? value : [value];
    const kept = Array.isArray(current) ? current : [];
    container[key] = [...kept, ...items.filter((item) => !kept.some((k) => sameItem(k, item)))];
  } else if (isObject(current) && isObject(value)) container[key] = { ...current, ...value };
  else container[key] = value;
}

function applyAtPath(resource: Json, op: string, path: Path, value: unknown): void {
  const container = path.schema ? ((resource[path.schema] as Json | undefined) ?? (resource[path.schema] = {})) : resource;
  if (!isObject(container)) throw new ScimError(400, 'The path names no object', 'invalidPath');
  const key = keyOf(container, path.attr);
  if (path.filter) {
    const list = container[key];
    if (!Array.isArray(list)) {
      if (op === 'remove') return;
      container[key] = [{ [path.filter.attr]: path.filter.value, ...(path.sub ? { [path.sub]: value } : isObject(value) ? value : {}) }];
      return;
    }
    const hit = matches(path.filter);
    if (op === 'remove' && !path.sub) container[key] = list.filter((item) => !hit(item));
    else if (!list.some(hit)) container[key] = [...list, { [path.filter.attr]: path.filter.value, ...(path.sub ? { [path.sub]: value } : isObject(value) ? value : {}) }];
    else container[key] = list.map((item) => (!hit(item) ? item : path.sub ? subSet(item as Json, path.sub, op, value) : op === 'add' && isObject(value) ? { ...(item as Json), ...value } : value));
    return;
  }
  if (path.sub) {
    container[key] = subSet(isObject(container[key]) ? (container[key] as Json) : {}, path.sub, op, value);
    return;
  }
  if (op === 'remove') {
    if (Array.isArray(container[key]) && Array.isArray(value)) container[key] = (container[key] as unknown[]).filter((item) => !value.some((v) => sameItem(item, v)));
    else delete container[key];
  } else if (op === 'add') add(container, key, value);
  else container[key] = value;
}

function subSet(obj: Json, sub: string, op: string, value: unknown): Json {
  const key = keyOf(obj, sub);
  const { [key]: _gone, ...rest } = obj;
  return op === 'remove' ? rest : { ...rest, [key]: value };
}

/** One attribute of a path-less operation's value; an extension's whole object applies attribute by attribute. */
function applyEntry(resource: Json, op: string, attr: string, value: unknown, extensions: readonly string[]): void {
  const schema = extensions.find((urn) => urn.toLowerCase() === attr.toLowerCase());
  if (!schema) return applyAtPath(resource, op, parsePath(attr, extensions), value);
  if (!isObject(value)) throw new ScimError(400, `${attr} must be an object`, 'invalidValue');
  for (const [sub, each] of Object.entries(value)) applyAtPath(resource, op, { schema, ...parsePath(sub, []) }, each);
}

/** The resource after the operations, in order; a remove without a path, or an unknown op, is refused. */
export function applyPatch(resource: Json, body: PatchBody, extensions: readonly string[]): Json {
  const next = structuredClone(resource);
  for (const operation of body.Operations) {
    const op = operation.op.toLowerCase();
    if (op !== 'add' && op !== 'replace' && op !== 'remove') throw new ScimError(400, `Unknown operation: ${operation.op}`, 'invalidSyntax');
    if (operation.path) applyAtPath(next, op, parsePath(operation.path, extensions), operation.value);
    else if (op === 'remove') throw new ScimError(400, 'A remove needs a path', 'noTarget');
    else if (!isObject(operation.value)) throw new ScimError(400, 'An operation without a path needs an object value', 'invalidValue');
    else for (const [attr, value] of Object.entries(operation.value)) applyEntry(next, op, attr, value, extensions);
  }
  return next;
}
