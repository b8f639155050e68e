/**
 * SCIM Groups (RFC 7643 §4.2) as departments and posts: a group is a department unless the portal's extension says
 * `kind: post`; its code is the department's or post's code, `parent` the department (group) it sits in, `head` the
 * department's head. Members of a department are the people in it; of a post, its holders.
 */
import { inTransaction } from '../../../db/in-transaction';
import * as feed from '../../org/feed.service';
import { applyDepartment, applyPost, removeGroup } from '../group-changes.service';
import * as q from '../directory.queries';
import type { DirectoryLinkRow } from '../directory.table';
import { checked, GroupBody, PatchBody } from './scim-bodies';
import { checkVersion, listResponse, meta, paging, type ScimContext } from './scim-context';
import { ScimError } from './scim-error';
import { linkFilter } from './scim-filter';
import { applyPatch } from './scim-patch';
import { CAMPUS_GROUP_SCHEMA, GROUP_SCHEMA } from './scim-schemas';

const groupBody = checked(GroupBody);
const patchBody = checked(PatchBody);
const notFound = () => new ScimError(404, 'No such group');

type Kind = 'department' | 'post';
const PREFIX: Record<Kind, string> = { department: 'dept-', post: 'post-' };
const groupId = (link: Pick<DirectoryLinkRow, 'kind' | 'local_id'>) => `${PREFIX[link.kind as Kind]}${link.local_id}`;

function localOf(id: string): { kind: Kind; localId: string } | undefined {
  for (const kind of ['department', 'post'] as const) if (id.startsWith(PREFIX[kind]) && id.length > PREFIX[kind].length) return { kind, localId: id.slice(PREFIX[kind].length) };
  return undefined;
}

const departmentOfGroup = (id: string | null | undefined): number | null => {
  if (!id) return null;
  const local = localOf(id);
  if (local?.kind !== 'department' || !/^\d{1,9}$/.test(local.localId)) throw new ScimError(400, `parent is not a department group: ${id}`, 'invalidValue');
  return Number(local.localId);
};

async function resource(ctx: ScimContext, link: DirectoryLinkRow) {
  const id = groupId(link);
  if (link.kind === 'department') {
    const [dept] = await feed.departmentsById(ctx.db, [Number(link.local_id)]);
    const members = await feed.membersOf(ctx.db, Number(link.local_id));
    return {
      schemas: [GROUP_SCHEMA, CAMPUS_GROUP_SCHEMA], id, ...(link.external_id ? { externalId: link.external_id } : {}), displayName: dept?.name ?? '',
      members: members.map((m) => ({ value: m.uid })),
      [CAMPUS_GROUP_SCHEMA]: { kind: 'department', code: dept?.code ?? '', parent: dept?.parent_id ? `${PREFIX.department}${dept.parent_id}` : null, head: dept?.head_uid ?? null },
      meta: meta('Group', id, link),
    };
  }
  const holders = await feed.postHolders(ctx.db, link.local_id);
  const department = typeof link.attributes.department === 'number' ? `${PREFIX.department}${link.attributes.department}` : null;
  return {
    schemas: [GROUP_SCHEMA, CAMPUS_GROUP_SCHEMA], id, ...(link.external_id ? { externalId: link.external_id } : {}), displayName: String(link.attributes.displayName ?? link.local_id),
    members: holders.map((h) => ({ value: h.uid })),
    [CAMPUS_GROUP_SCHEMA]: { kind: 'post', code: link.local_id, parent: department, head: null },
    meta: meta('Group', id, link),
  };
}

async function linked(ctx: ScimContext, id: string) {
  const local = localOf(id);
  const link = local && (await q.link(ctx.db, ctx.connector.id, local.kind, local.localId));
  if (!link) throw notFound();
  return link;
}

export const getGroup = async (ctx: ScimContext, id: string) => resource(ctx, await linked(ctx, id));

export async function listGroups(ctx: ScimContext, query: { filter?: string; startIndex?: number; count?: number }) {
  const filter = await linkFilter(query.filter, { id: async (id) => [localOf(id)?.localId ?? ''] });
  const page = paging(query);
  const { total, rows } = await q.linkPage(ctx.db, ctx.connector.id, ['department', 'post'], filter, page);
  return listResponse(await Promise.all(rows.map((r) => resource(ctx, r))), total, page.start);
}

/** Saves a group's body as the department or post it describes (the one `link` names when replacing). */
async function save(ctx: ScimContext, db: Parameters<typeof applyPost>[0], body: GroupBody, link?: DirectoryLinkRow): Promise<DirectoryLinkRow> {
  const ext = body[CAMPUS_GROUP_SCHEMA] ?? {};
  const kind: Kind = link ? (link.kind as Kind) : (ext.kind ?? 'department');
  if (ext.kind && ext.kind !== kind) throw new ScimError(400, 'A group cannot change between department and post', 'mutability');
  const members = (body.members ?? []).map((m) => m.value);
  const externalId = body.externalId ?? null;
  if (kind === 'post') {
    const code = link?.local_id ?? ext.code;
    if (!code) throw new ScimError(400, 'A post group needs its code', 'invalidValue');
    return applyPost(db, ctx.connector, { code, displayName: body.displayName, departmentId: departmentOfGroup(ext.parent), externalId, members }, ctx.now);
  }
  const code = ext.code ?? (link ? (await feed.departmentsById(db, [Number(link.local_id)]))[0]?.code : undefined) ?? `G${ctx.connector.id}-${externalId ?? body.displayName}`.slice(0, 40);
  return applyDepartment(db, ctx.connector, { id: link ? Number(link.local_id) : undefined, code, name: body.displayName, parentId: departmentOfGroup(ext.parent), headUid: ext.head ?? null, externalId, members }, ctx.now);
}

export async function createGroup(ctx: ScimContext, raw: unknown) {
  const body = groupBody(raw);
  const ext = body[CAMPUS_GROUP_SCHEMA];
  const code = ext?.code;
  const existing = code && (ext?.kind === 'post' ? await q.link(ctx.db, ctx.connector.id, 'post', code) : await feed.departmentByCode(ctx.db, code));
  if (existing && ('local_id' in existing || (await q.link(ctx.db, ctx.connector.id, 'department', String(existing.id))))) throw new ScimError(409, 'A group with this code exists', 'uniqueness');
  return resource(ctx, await save(ctx, ctx.db, body));
}

export async function replaceGroup(ctx: ScimContext, id: string, raw: unknown, ifMatch: string | undefined) {
  const body = groupBody(raw);
  const link = await inTransaction(ctx.db, async (tx) => {
    const local = localOf(id);
    const current = local && (await q.link(tx, ctx.connector.id, local.kind, local.localId));
    if (!current) throw notFound();
    checkVersion(ifMatch, current);
    return save(ctx, tx, body, current);
  });
  return resource(ctx, link);
}

export async function patchGroup(ctx: ScimContext, id: string, raw: unknown, ifMatch: string | undefined) {
  const patch = patchBody(raw);
  const { meta: _meta, id: _id, ...current } = await getGroup(ctx, id);
  return replaceGroup(ctx, id, applyPatch(current, patch, [CAMPUS_GROUP_SCHEMA]), ifMatch);
}

export async function deleteGroup(ctx: ScimContext, id: string, ifMatch: string | undefined): Promise<void> {
  await inTransaction(ctx.db, async (tx) => {
    const local = localOf(id);
    const link = local && (await q.link(tx, ctx.connector.id, local.kind, local.localId));
    if (!link || !local) throw notFound();
    checkVersion(ifMatch, link);
    await removeGroup(tx, ctx.connector, local.kind, local.localId);
  });
}
