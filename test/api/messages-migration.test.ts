/**
 * The messages stored before they said what they are about (`/matter/detail?inst_id=`, not an application's page)
 * lead, once migrated, where the flows' messages lead now (contract/rules/message-target.ts); a message about
 * nothing stays without a link.
 */
import { Migrator, sql } from 'kysely';
import { migrateToLatest, openDatabase, type OpenedDatabase } from '../../server/src/db/connect';
import { migrationProvider } from '../../server/src/db/migrations';

const BEFORE = '2026-11-27a-file-attachments';

describe('the migration of stored messages', () => {
  let database: OpenedDatabase;

  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    const { error } = await new Migrator({ db: database.db, provider: migrationProvider }).migrateTo(BEFORE);
    expect(error).toBeUndefined();
    await sql`INSERT INTO users (uid, number, name, identity_type) VALUES ('u1', 'u1', '读者', 'staff')`.execute(database.db);
    await sql`
      INSERT INTO messages (recipient_uid, type, title, link) VALUES
        ('u1', 1, '您的申请已提交：请假', '/matter/detail?inst_id=11'),
        ('u1', 2, '您有新的待办：请假', '/matter/detail?inst_id=12'),
        ('u1', 2, '您的申请被退回，请修改后重新提交：请假', '/matter/detail?inst_id=13'),
        ('u1', 2, '您的申请已通过一个审批环节：请假', '/matter/detail?inst_id=14'),
        ('u1', 3, '抄送给您：请假', '/matter/detail?inst_id=15'),
        ('u1', 3, '转交给您的待办：请假', '/matter/detail?inst_id=16'),
        ('u1', 3, '您的申请已办结：请假', '/matter/detail?inst_id=17'),
        ('u1', 4, '催办提醒，请尽快处理：请假', '/matter/detail?inst_id=18'),
        ('u1', 3, '欢迎使用网上办事大厅', '')
    `.execute(database.db);
    await migrateToLatest(database.db);
  });
  afterAll(() => database?.close());

  it('reads what each is about from its type, title and old link, and writes its link again', async () => {
    const rows = await database.db.selectFrom('messages').select(['about_kind', 'about_id', 'link']).orderBy('id').execute();
    expect(rows).toEqual([
      { about_kind: 'launch', about_id: '11', link: '/matter/examine?inst_id=11&type=launch' },
      { about_kind: 'todo', about_id: '12', link: '/matter/examine?inst_id=12&type=todo' },
      { about_kind: 'reject', about_id: '13', link: '/matter/rejectStep?inst_id=13&type=reject' },
      { about_kind: 'launch', about_id: '14', link: '/matter/examine?inst_id=14&type=launch' },
      { about_kind: 'read', about_id: '15', link: '/matter/examine?inst_id=15&type=read' },
      { about_kind: 'todo', about_id: '16', link: '/matter/examine?inst_id=16&type=todo' },
      { about_kind: 'launch', about_id: '17', link: '/matter/examine?inst_id=17&type=launch' },
      { about_kind: 'todo', about_id: '18', link: '/matter/examine?inst_id=18&type=todo' },
      { about_kind: '', about_id: '', link: '' },
    ]);
  });
});
