/**
 * Whose figures and applications a supervisor reaches: the services handled by the offices their permit's grants
 * reach (the data center's scope, asked of the supervision permit of the page), or every service. A department's
 * supervisor sees their department's services only, on every page and every intervention.
 */
import type { DbOrTx } from '../../db/database';
import { DomainError } from '../../domain/errors';
import type { Lang } from '../../domain/lang';
import * as apps from '../apps/apps.service';
import type { SessionUser } from '../org/org.service';
import { dataScope, type DataScope } from '../reports/reports.service';

export interface SupervisionScope {
  data: DataScope;
  /** The services in scope, with their office and whether they are published. */
  services: { id: number; department_id: number | null; enabled: boolean }[];
  /** The services whose rows count (undefined: every service, the whole campus). */
  appIds: number[] | undefined;
  /** Refuses a service outside the scope. */
  check(appId: number | undefined): void;
}

export async function supervisionScope(db: DbOrTx, user: SessionUser, lang: Lang, permit: string): Promise<SupervisionScope> {
  const [data, every] = await Promise.all([dataScope(db, user.uid, lang, permit), apps.serviceOffices(db)]);
  const offices = data.filter(undefined);
  const services = offices === undefined ? every : every.filter((s) => s.department_id !== null && offices.includes(s.department_id));
  const reach = new Set(services.map((s) => s.id));
  return {
    data,
    services,
    appIds: data.all ? undefined : [...reach],
    check(appId) {
      if (appId !== undefined && !reach.has(appId)) throw new DomainError('supervision.outOfScope');
    },
  };
}

/** The services a filter names within the scope: one (checked) or all of them. */
export function servicesAsked(scope: SupervisionScope, appId: number | undefined): number[] | undefined {
  scope.check(appId);
  return appId !== undefined ? [appId] : scope.appIds;
}
