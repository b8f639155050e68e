/** What every SCIM use case works with, and what Users and Groups share: versions as ETags, paging, list answers. */
import type { Db } from '../../../db/database';
import type { Sessions } from '../changes.service';
import type { DirectoryConnectorRow, DirectoryLinkRow } from '../directory.table';
import { ScimError } from './scim-error';
import { LIST_SCHEMA, MAX_PAGE } from './scim-schemas';

export interface ScimContext {
  db: Db;
  sessions: Sessions;
  /** The client the bearer token belongs to: it sees and changes only what it brought. */
  connector: DirectoryConnectorRow;
  now: Date;
}

export const etagOf = (version: number) => `W/"${version}"`;

/** A change sent with If-Match goes ahead only on the version it names (RFC 7644 §3.14); `*` matches any. */
export function checkVersion(ifMatch: string | undefined, link: Pick<DirectoryLinkRow, 'version'>): void {
  if (!ifMatch || ifMatch.trim() === '*') return;
  const wanted = ifMatch.split(',').map((tag) => tag.trim());
  if (!wanted.includes(etagOf(link.version)) && !wanted.includes(`"${link.version}"`)) {
    throw new ScimError(412, 'The resource changed since that version was read', 'invalidVers');
  }
}

export function meta(resourceType: 'User' | 'Group', id: string, link: DirectoryLinkRow) {
  return {
    resourceType,
    created: new Date(link.created_at).toISOString(),
    lastModified: new Date(link.modified_at).toISOString(),
    version: etagOf(link.version),
    location: `/scim/v2/${resourceType}s/${encodeURIComponent(id)}`,
  };
}

/** startIndex is 1-based; count 0 answers only totalResults; both clamped to what is sensible. */
export function paging(query: { startIndex?: number; count?: number }) {
  const start = Math.max(1, Math.floor(query.startIndex ?? 1));
  const count = Math.min(MAX_PAGE, Math.max(0, Math.floor(query.count ?? 100)));
  return { offset: start - 1, limit: count, start };
}

export const listResponse = (resources: object[], total: number, start: number) => ({
  schemas: [LIST_SCHEMA],
  totalResults: total,
  startIndex: start,
  itemsPerPage: resources.length,
  Resources: resources,
});
