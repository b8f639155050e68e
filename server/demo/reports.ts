/**
 * The demo campus's data center (./campus/reports.ts): its reports, each over the service it names (a report whose
 * service the campus lacks, such as the health check-in before the fill-ins demo adds it, is left out), and the vice
 * dean's grant of apps-report-lists scoped to her college. The administrator and the demo staff member hold it for the
 * whole campus already (./org.ts).
 */
import type { Transaction } from 'kysely';
import { Permit } from '../../contract/rules/permissions';
import type { Database } from '../src/db/database';
import { insertReport } from '../src/modules/reports/reports.queries';
import { collegeReportAdmin, demoReports } from './campus/reports';
import type { DemoCampus } from './demo-campus';

export async function seedReports(tx: Transaction<Database>, campus: DemoCampus): Promise<void> {
  for (const [sort, report] of demoReports.entries()) {
    const { service, dimensions, measures, ...shown } = report;
    let appId: number | null = null;
    if (service !== null) {
      const app = await tx.selectFrom('apps').select('id').where('name', '=', service).executeTakeFirst();
      if (!app) continue;
      appId = app.id;
    }
    await insertReport(tx, { ...shown, app_id: appId, dimensions, dimension: dimensions[0], measures, measure: measures[0], sort });
  }
  // Never the whole campus by mistake: the grant names her college or the seed fails.
  const college = campus.departmentIds.get(collegeReportAdmin.department);
  if (college === undefined) throw new Error(`Demo department ${collegeReportAdmin.department} is missing`);
  await tx
    .insertInto('permit_grants')
    .values({
      permit: Permit.appsReportLists,
      holder_kind: 'user',
      holder: collegeReportAdmin.account.account,
      department_id: college,
      granted_by: null,
    })
    .execute();
}
