import type { Generated } from 'kysely';

/** In-app messages, written by every flow in its own transaction. */
export interface MessagesTable {
  id: Generated<string>;
  recipient_uid: string;
  type: number;
  title: string;
  content: Generated<string>;
  /** What it is about (contract/rules/message-target.ts): todo, reject, launch, read or notice; empty for nothing. */
  about_kind: Generated<string>;
  /** The application or notice it is about. */
  about_id: Generated<string>;
  /** Its page's desktop address, derived from what it is about, for channels that carry an address. */
  link: Generated<string>;
  read_at: Date | null;
  created_at: Generated<Date>;
  /** When delivery planned the message's channels (server/src/modules/delivery); null until then. */
  planned_at: Date | null;
}
