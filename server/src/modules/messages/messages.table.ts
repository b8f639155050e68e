import type { Generated } from 'kysely';

/** In-app messages, written by every flow in its own transaction. */
export interface MessagesTable {
  id: Generated<string>;
  recipient_uid: string;
  type: number;
  title: string;
  content: Generated<string>;
  link: Generated<string>;
  read_at: Date | null;
  created_at: Generated<Date>;
  /** When delivery planned the message's channels (server/src/modules/delivery); null until then. */
  planned_at: Date | null;
}
