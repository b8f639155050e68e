/**
 * The demo campus's booking hall (./campus/bookings.ts): its resources, the lecture hall with its approval service,
 * the counselling centre's published hours (through the consultation service, as the counsellor would), and bookings
 * made through the booking service: a study room of the demo student's in 我的预约, and a lecture of the demo staff
 * member's waiting in the office director's to-do.
 */
import type { Transaction } from 'kysely';
import { Permit } from '../../contract/rules/permissions';
import type { Database } from '../src/db/database';
import { campusDate } from '../src/domain/campus-time';
import { publishConsultHours } from '../src/modules/bookings/consult.service';
import { makeReservation } from '../src/modules/bookings/reserve.service';
import { addResource } from '../src/modules/bookings/resources.service';
import { publishForm } from '../src/modules/forms/forms.service';
import { activeUser } from '../src/modules/org/org.service';
import { publishProcess } from '../src/modules/processes/processes.service';
import { demoAccounts } from './campus/accounts';
import { counsellingHours, demoResources, lectureHall, lectureHallApproval } from './campus/bookings';
import { categoryLogos } from './campus/content';
import type { DemoCampus } from './demo-campus';

const DAY = 86_400_000;

/** The lecture hall's approval service in the catalogue, with its form and process (as the catalogue's demo adds services). */
async function addApprovalService(tx: Transaction<Database>, campus: DemoCampus): Promise<number> {
  const s = lectureHallApproval;
  const category = await tx.selectFrom('app_categories').select('id').where('name', '=', s.category).executeTakeFirst();
  const { id } = await tx
    .insertInto('apps')
    .values({
      name: s.name, name_en: s.name_en, type: 1, description: s.description, description_en: s.description_en, audiences: ['teacher'], handling_days: 1,
      category_id: category?.id ?? null, department_id: campus.departmentIds.get(s.department) ?? null, logo_url: `/static/demo/logo-${categoryLogos[s.category]}.svg`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  campus.appIds.set(s.name, id);
  await publishForm(tx, id, s.form);
  await publishProcess(tx, id, s.process);
  return id;
}

export async function seedBookings(tx: Transaction<Database>, campus: DemoCampus): Promise<void> {
  const ids = new Map<string, number>();
  for (const { resource, service, units } of demoResources) {
    ids.set(resource.name, await addResource(tx, { ...resource, app_id: service ? campus.appIds.get(service) ?? null : null }, units));
  }
  const approvalId = await addApprovalService(tx, campus);
  await addResource(tx, { ...lectureHall.resource, approval_app_id: approvalId, app_id: campus.appIds.get('会议室预约') ?? null }, lectureHall.units);

  const now = new Date();
  const day = (offset: number) => campusDate(new Date(now.getTime() + offset * DAY));
  const { counsellor, student } = demoAccounts;
  await tx.insertInto('permit_grants').values({ permit: Permit.resourceConsult, holder_kind: 'user', holder: counsellor.account, department_id: null, granted_by: null }).execute();
  const counsellorUser = (await activeUser(tx, counsellor.account))!;
  for (const [offset, start, end, location] of counsellingHours) {
    await publishConsultHours(tx, counsellorUser, { date: day(offset), start, end, location }, now);
  }

  const staffUser = (await activeUser(tx, demoAccounts.staff.account))!;
  // A lecture next week, waiting for the office director's approval.
  const hall = await tx.selectFrom('booking_resources').select('id').where('name', '=', lectureHall.resource.name).executeTakeFirstOrThrow();
  await makeReservation(tx, staffUser, 'zh', { id: hall.id, date: day(7), start: '14:00', slots: 2, remark: '人工智能前沿系列讲座第三讲', request_key: 'demo-lecture-hall' }, now);

  const studentUser = (await activeUser(tx, student.account))!;
  await makeReservation(
    tx,
    studentUser,
    'zh',
    { id: ids.get('主校区图书馆研讨室')!, date: day(1), start: '15:00', slots: 2, remark: '数据结构课程小组讨论', request_key: 'demo-study-room' },
    now,
  );
}
