/** The demo campus's departments and people; only the printed demo accounts get a password. */
import type { Insertable, Transaction } from 'kysely';
import type { Database } from '../src/db/database';
import type { UsersTable } from '../src/modules/org/org.table';
import type { DemoCampus } from './demo-campus';
import { demoAccounts, type DemoAccount } from './campus/accounts';
import { adminPosts, demoStaff } from './campus/staff';
import { campusUsers, classOf, departments } from './campus/people';
import { postDepartments } from './campus/posts';
import type { PostCode } from './campus/service-forms/common';
import { hashPassword } from '../src/modules/auth/auth.service';
import { AdminRight } from '../../contract/rules/admin-rights';

export async function seedOrg(tx: Transaction<Database>, campus: DemoCampus): Promise<void> {
  const hashes = new Map(await Promise.all(Object.values(demoAccounts).map(async (a) => [a.account, await hashPassword(a.password)] as const)));
  const hashOf = (a: DemoAccount) => hashes.get(a.account) ?? null;
  const [guestHash, studentHash, staffHash, adminHash] = [demoAccounts.guest, demoAccounts.student, demoAccounts.staff, demoAccounts.admin].map(hashOf);
  const deptRows = await tx.insertInto('departments').values(departments).returning(['id', 'code']).execute();
  for (const d of deptRows) campus.departmentIds.set(d.code, d.id);
  const deptIds = campus.departmentIds;

  const demoUsers: Insertable<UsersTable>[] = [
    { uid: 'guest', number: demoAccounts.guest.account, name: demoAccounts.guest.name, sex: 'female', identity_type: 'other', identity_id: 'outside', identity_name: '校外用户', department_id: null, source_type: 1, password_hash: guestHash, mobile: '13800138000', email: 'guest@example.com' },
    { uid: demoAccounts.student.account, number: demoAccounts.student.account, name: demoAccounts.student.name, sex: 'male', identity_type: 'student', identity_id: 'student', identity_name: '本科生', department_id: deptIds.get('CS') ?? null, password_hash: studentHash, mobile: '13900139001', class_name: classOf('CS', 2023, 1) },
    { uid: demoAccounts.staff.account, number: demoAccounts.staff.account, name: demoAccounts.staff.name, sex: 'female', identity_type: 'staff', identity_id: 'staff', identity_name: '教职工', department_id: deptIds.get('AA') ?? null, administrative_level: '科长', password_hash: staffHash, email: 't0001@example.edu.cn' },
    { uid: demoAccounts.admin.account, number: demoAccounts.admin.account, name: demoAccounts.admin.name, identity_type: 'staff', identity_id: 'staff', identity_name: '教职工', department_id: deptIds.get('IT') ?? null, password_hash: adminHash, issuper: 1, source_type: 2 },
    ...identityAccounts(deptIds, hashOf),
    ...demoStaff.map(({ account, department, title, sex }) => ({
      uid: account.account, number: account.account, name: account.name, sex, identity_type: 'staff' as const, identity_id: 'staff', identity_name: '教职工',
      department_id: deptIds.get(department) ?? null, administrative_level: title, password_hash: hashOf(account),
    })),
  ];
  // The rest of the campus has no password: a known, unprinted shared one would be a way in on any
  // installation that kept the demo.
  const others = campusUsers(campus.random, deptIds);
  for (let i = 0; i < others.length; i += 200) {
    await tx.insertInto('users').values(others.slice(i, i + 200)).execute();
  }
  await tx.insertInto('users').values(demoUsers).execute();
  // Each person with two identities signs in on their staff identity until they switch.
  await tx.insertInto('current_identities').values([
    { person_id: 'P-T0201', uid: demoAccounts.lecturerStaff.account },
    { person_id: 'P-T0202', uid: demoAccounts.librarianStaff.account },
  ]).execute();
  // The super administrator holds every permit without a grant; these are the spec's keys it also holds by name.
  const byPerson = (uid: string, permits: string[]) => permits.map((permit) => ({ permit, holder_kind: 'user' as const, holder: uid, department_id: null, granted_by: null }));
  await tx
    .insertInto('permit_grants')
    .values([
      ...byPerson('admin', ['service-count', 'apps-report-lists', 'ServiceSituation.webAll', 'DepartService.webAll']),
      ...byPerson(demoAccounts.staff.account, ['apps-report-lists', 'tb-report']),
      ...byPerson(demoAccounts.serviceOffice.account, [AdminRight.content, AdminRight.catalog]),
      // The counsellor follows her school's fill-ins (填报统计): her data scope is her school.
      { permit: 'tb-report', holder_kind: 'user' as const, holder: demoAccounts.counsellor.account, department_id: deptIds.get('CS') ?? null, granted_by: null },
    ])
    .execute();
  await seedHeadsAndPosts(tx, campus);
}

/** The dean and his secretary, and two people with two identities each (staff and a research student). */
function identityAccounts(deptIds: Map<string, number>, hashOf: (a: DemoAccount) => string | null): Insertable<UsersTable>[] {
  const staff = { identity_type: 'staff', identity_id: 'staff', identity_name: '教职工' } as const;
  const { dean, secretary, lecturerStaff, lecturerStudent, librarianStaff, librarianStudent } = demoAccounts;
  const person = (a: { account: string; name: string }) => ({ uid: a.account, number: a.account, name: a.name });
  return [
    { ...person(dean), ...staff, sex: 'male', department_id: deptIds.get('CS') ?? null, administrative_level: '院长', password_hash: hashOf(dean), mobile: '13900139101', email: 'lizhenhua@example.edu.cn' },
    { ...person(secretary), ...staff, sex: 'female', department_id: deptIds.get('CS') ?? null, administrative_level: '院长秘书', password_hash: hashOf(secretary), mobile: '13900139102' },
    { ...person(lecturerStaff), ...staff, sex: 'male', department_id: deptIds.get('CS') ?? null, administrative_level: '讲师', password_hash: hashOf(lecturerStaff), person_id: 'P-T0201', mobile: '13900139201' },
    { ...person(lecturerStudent), identity_type: 'student', identity_id: 'doctoral', identity_name: '博士研究生', sex: 'male', department_id: deptIds.get('CS') ?? null, password_hash: hashOf(lecturerStaff), person_id: 'P-T0201' },
    { ...person(librarianStaff), ...staff, sex: 'female', department_id: deptIds.get('LI') ?? null, password_hash: hashOf(librarianStaff), person_id: 'P-T0202', mobile: '13900139202' },
    { ...person(librarianStudent), identity_type: 'student', identity_id: 'master', identity_name: '硕士研究生', sex: 'female', department_id: deptIds.get('CS') ?? null, password_hash: hashOf(librarianStaff), person_id: 'P-T0202' },
  ];
}

/**
 * Heads of departments and post holders, chosen deterministically among each department's staff (spare staff of
 * other departments where a department has none), so approver resolution finds real people. A college's head, dean,
 * counsellor and academic secretary are different people as far as its staff allow; an office's posts go round its
 * staff other than its head. The demo staff account heads 教务处 and holds each of its posts first; its vice dean heads
 * 计算机科学与技术学院, the demo dean is its dean; the other demo staff hold their posts (./campus/staff.ts).
 */
async function seedHeadsAndPosts(tx: Transaction<Database>, campus: DemoCampus): Promise<void> {
  const demo = demoAccounts.staff.account;
  const { dean } = demoAccounts;
  const named = Object.values(demoAccounts).map((a) => a.account);
  const staff = await tx.selectFrom('users').select(['uid', 'department_id']).where('identity_type', '=', 'staff').where('uid', 'not in', named).orderBy('uid').execute();
  const codeOf = new Map([...campus.departmentIds].map(([code, id]) => [id, code]));
  const staffOf = (code: string) => staff.filter((s) => codeOf.get(s.department_id ?? -1) === code).map((s) => s.uid);
  let spare = 0;
  const spareStaff = () => staff[spare++ % staff.length].uid;
  const heads = new Map<string, string>();
  for (const [code, id] of campus.departmentIds) {
    const head = code === 'AA' ? demo : code === 'CS' ? demoAccounts.viceDean.account : (staffOf(code)[0] ?? spareStaff());
    heads.set(code, head);
    await tx.updateTable('departments').set({ head_uid: head }).where('id', '=', id).execute();
  }
  /** Who takes a department's posts in turn: its staff other than the head (the demo staff first in 教务处). */
  const pool = (code: string) => {
    const others = staffOf(code).filter((uid) => uid !== heads.get(code));
    return code === 'AA' ? [demo, ...others] : others;
  };
  const colleges = departments.filter((d) => d.kind === 'college').map((d) => d.code);
  const collegePosts = Object.keys(postDepartments).filter((post) => postDepartments[post as PostCode] === 'college');
  const turns = new Map<string, number>();
  const rows: { uid: string; post: string; department_id: number | null }[] = [];
  const hold = (uid: string, post: string, code: string) => {
    if (!rows.some((r) => r.uid === uid && r.post === post)) rows.push({ uid, post, department_id: campus.departmentIds.get(code) ?? null });
  };
  for (const [post, where] of Object.entries(postDepartments)) {
    if (where === 'college') {
      for (const code of colleges) {
        const own = pool(code);
        hold(own.length ? own[collegePosts.indexOf(post) % own.length] : spareStaff(), post, code);
      }
      continue;
    }
    where.forEach((code, i) => {
      const own = pool(code);
      if (own.length === 0) return hold(spareStaff(), post, code);
      if (code === 'AA') return hold(own[Math.min(i, own.length - 1)], post, code);
      const turn = turns.get(code) ?? 0;
      turns.set(code, turn + 1);
      hold(own[turn % own.length], post, code);
    });
  }
  // The demo dean is his school's dean; the demo staff and the administrator take their posts in their departments.
  const idOf = (code: string) => campus.departmentIds.get(code) ?? null;
  const demoPosts = [
    { uid: dean.account, post: 'dean', department_id: idOf('CS') },
    ...demoStaff.flatMap((d) => d.posts.map((post) => ({ uid: d.account.account, post, department_id: idOf(d.department) }))),
    ...adminPosts.map((post) => ({ uid: demoAccounts.admin.account, post, department_id: idOf('IT') })),
  ];
  const posts = rows.filter((r) => !demoPosts.some((d) => d.post === r.post && d.department_id === r.department_id));
  await tx.insertInto('user_posts').values([...posts, ...demoPosts]).execute();
}
