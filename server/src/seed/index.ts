/**
 * Seeds the demo campus on first start (when no site settings exist), in one transaction,
 * deterministically: the same campus every time.
 */
import type { Insertable } from 'kysely';
import type { Db, DbOrTx } from '../db/database';
import type { UsersTable } from '../db/tables/people.table';
import { banners, categoryLogos, hotKeywords, links, noticeCategories, notices, siteConfig, userSysConfig } from './content';
import { demoAccounts } from './demo-accounts';
import { campusUsers, departments } from './people';
import { createRandom, type Random } from './random';
import { appCategories, services, type DemoService } from './services';
import { hashPassword } from '../modules/auth/passwords';

export async function isSeeded(db: DbOrTx): Promise<boolean> {
  const row = await db.selectFrom('site_settings').select('key').where('key', '=', 'site').executeTakeFirst();
  return row !== undefined;
}

export async function seedDemoCampus(db: Db): Promise<void> {
  const random = createRandom(20261122);
  const hashOf = hashPassword;
  const [guestHash, studentHash, staffHash, adminHash] = await Promise.all([
    hashOf(demoAccounts.guest.password),
    hashOf(demoAccounts.student.password),
    hashOf(demoAccounts.staff.password),
    hashOf(demoAccounts.admin.password),
  ]);

  await db.transaction().execute(async (tx) => {
    const deptRows = await tx.insertInto('departments').values(departments).returning(['id', 'code']).execute();
    const deptIds = new Map(deptRows.map((d) => [d.code, d.id]));

    const demoUsers: Insertable<UsersTable>[] = [
      { uid: 'guest', number: demoAccounts.guest.account, name: demoAccounts.guest.name, sex: 'female', identity_type: 'other', identity_id: 'outside', identity_name: '校外用户', department_id: null, source_type: 1, password_hash: guestHash, mobile: '13800138000', email: 'guest@example.com' },
      { uid: demoAccounts.student.account, number: demoAccounts.student.account, name: demoAccounts.student.name, sex: 'male', identity_type: 'student', identity_id: 'student', identity_name: '本科生', department_id: deptIds.get('CS') ?? null, password_hash: studentHash, mobile: '13900139001' },
      { uid: demoAccounts.staff.account, number: demoAccounts.staff.account, name: demoAccounts.staff.name, sex: 'female', identity_type: 'staff', identity_id: 'staff', identity_name: '教职工', department_id: deptIds.get('AA') ?? null, administrative_level: '科长', password_hash: staffHash, email: 't0001@example.edu.cn' },
      { uid: demoAccounts.admin.account, number: demoAccounts.admin.account, name: demoAccounts.admin.name, identity_type: 'staff', identity_id: 'staff', identity_name: '教职工', department_id: deptIds.get('IT') ?? null, password_hash: adminHash, issuper: 1, source_type: 2 },
    ];
    // Only the printed demo accounts can sign in with a password; the rest of the campus has none (a known,
    // unprinted shared password would be a way in on any installation that kept the demo).
    const others = campusUsers(random, deptIds);
    for (let i = 0; i < others.length; i += 200) {
      await tx.insertInto('users').values(others.slice(i, i + 200)).execute();
    }
    await tx.insertInto('users').values(demoUsers).execute();
    await tx
      .insertInto('user_permits')
      .values([
        { uid: 'admin', permit: 'service-count', web: false },
        { uid: 'admin', permit: 'apps-report-lists', web: false },
        { uid: 'admin', permit: 'ServiceSituation.webAll', web: true },
        { uid: 'admin', permit: 'DepartService.webAll', web: true },
        { uid: demoAccounts.staff.account, permit: 'apps-report-lists', web: false },
        { uid: demoAccounts.staff.account, permit: 'tb-report', web: false },
      ])
      .execute();

    const catRows = await tx
      .insertInto('app_categories')
      .values(appCategories.map((name, sort) => ({ name, sort })))
      .returning(['id', 'name'])
      .execute();
    const catIds = new Map(catRows.map((c) => [c.name, c.id]));
    let sort = 0;
    const insertService = async (item: DemoService, folderId: number | null): Promise<void> => {
      const isFolder = item.children !== undefined;
      const row = await tx
        .insertInto('apps')
        .values({
          name: item.name,
          type: item.type,
          logo_url: `/static/demo/logo-${categoryLogos[item.category]}.svg`,
          is_folder: isFolder,
          folder_id: folderId,
          folder_desc: item.desc ?? '',
          category_id: catIds.get(item.category) ?? null,
          department_id: deptIds.get(item.department) ?? null,
          audiences: item.audiences ?? ['student', 'staff', 'other'],
          is_hot: item.hot ?? false,
          sort: sort++,
          ...usage(random, item),
          ...item.fields,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const child of item.children ?? []) await insertService(child, row.id);
    };
    for (const item of services) await insertService(item, null);

    await tx.insertInto('banners').values(banners).execute();
    await tx.insertInto('hot_keywords').values(hotKeywords.map((keyword, i) => ({ keyword, sort: i, search_type: 1 }))).execute();
    await tx.insertInto('links').values(links).execute();
    const noticeCats = await tx
      .insertInto('notice_categories')
      .values(noticeCategories.map((name, i) => ({ name, sort: i })))
      .returning(['id', 'name'])
      .execute();
    const noticeCatIds = new Map(noticeCats.map((c) => [c.name, c.id]));
    const now = Date.now();
    await tx
      .insertInto('notices')
      .values(
        notices.map((n) => ({
          category_id: noticeCatIds.get(n.category) as number,
          title: n.title,
          content: `<p>${n.title}。详情请见附件或咨询相关部门。</p>`,
          send_time: new Date(now - n.daysAgo * 86_400_000),
        })),
      )
      .execute();

    await tx
      .insertInto('messages')
      .values(
        Object.values(demoAccounts).map((a) => ({
          recipient_uid: a.account,
          type: 3,
          title: '欢迎使用网上办事大厅',
          content: '在这里可以在线办理各类校园服务，查看办理进度，接收审批与通知消息。',
        })),
      )
      .execute();

    await tx
      .insertInto('site_settings')
      .values([
        { key: 'user_sys_config', value: JSON.stringify(userSysConfig) },
        { key: 'site', value: JSON.stringify(siteConfig) },
      ])
      .execute();
  });
}

function usage(random: Random, item: DemoService) {
  const base = item.hot ? 4000 : 300;
  const views = base + random.int(0, base * 2);
  // Some services get a large count so the 万 display shows on the demo.
  return { views: item.hot && random.int(0, 2) === 0 ? views * 40 : views, times: Math.round(views * (0.2 + random.next() * 0.3)) };
}
