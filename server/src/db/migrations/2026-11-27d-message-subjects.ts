/**
 * Messages say what they are about (contract/rules/message-target.ts) instead of trusting a stored route: the
 * application or notice (about_id) and the view its recipient has there (about_kind). The messages already stored
 * named `/matter/detail?inst_id=`, which is not the page of an application; their view is read from their type and
 * title as the flows wrote them, and their link is written again. A list of one type, newest first, reads an index.
 * Frozen in time: later changes are new migrations.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE messages ADD COLUMN about_kind text NOT NULL DEFAULT '';
    ALTER TABLE messages ADD COLUMN about_id text NOT NULL DEFAULT '';

    UPDATE messages
       SET about_id = substring(link FROM '^/matter/detail\\?inst_id=([0-9]+)$'),
           about_kind = CASE
             WHEN type = 4 THEN 'todo'
             WHEN title LIKE '您的申请被退回%' THEN 'reject'
             WHEN title LIKE '抄送%' THEN 'read'
             WHEN title LIKE '您有新的待办%' OR title LIKE '转交%' OR title LIKE '待办%' THEN 'todo'
             ELSE 'launch'
           END
     WHERE link ~ '^/matter/detail\\?inst_id=[0-9]+$';
    UPDATE messages
       SET link = CASE about_kind WHEN 'reject' THEN '/matter/rejectStep' ELSE '/matter/examine' END
                  || '?inst_id=' || about_id || '&type=' || about_kind
     WHERE about_kind <> '';
    UPDATE messages SET link = '' WHERE about_kind = '';

    CREATE INDEX messages_list_idx ON messages (recipient_uid, type, created_at DESC, id DESC);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX IF EXISTS messages_list_idx;
    ALTER TABLE messages DROP COLUMN about_id;
    ALTER TABLE messages DROP COLUMN about_kind;
  `.execute(db);
}
