/** Services (apps) as lists show them: enabled, meant for the caller's audience. */
import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database';

export interface Audience {
  /** The caller's identity type, or null for a visitor (who browses everything and signs in to launch). */
  identityType: string | null;
}

function visibleApps(db: DbOrTx, audience: Audience) {
  let q = db.selectFrom('apps').selectAll('apps').where('apps.enabled', '=', true);
  if (audience.identityType !== null) q = q.where(sql<boolean>`${audience.identityType} = ANY(apps.audiences)`);
  return q;
}

export function hotTopLevelApps(db: DbOrTx, audience: Audience, limit: number) {
  return visibleApps(db, audience)
    .where('apps.folder_id', 'is', null)
    .orderBy('apps.is_hot', 'desc')
    .orderBy('apps.times', 'desc')
    .orderBy('apps.views', 'desc')
    .orderBy('apps.id')
    .limit(limit)
    .execute();
}

export function recentAppsOf(db: DbOrTx, audience: Audience, uid: string, limit: number) {
  return visibleApps(db, audience)
    .innerJoin('user_app_usage as u', 'u.app_id', 'apps.id')
    .where('u.uid', '=', uid)
    .orderBy('u.last_used_at', 'desc')
    .limit(limit)
    .execute();
}

export function childrenOfFolders(db: DbOrTx, audience: Audience, folderIds: number[]) {
  return visibleApps(db, audience).where('apps.folder_id', 'in', folderIds).orderBy('apps.sort').execute();
}
