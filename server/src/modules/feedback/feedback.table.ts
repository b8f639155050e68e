import type { Generated } from 'kysely';

/** A kind of feedback the dialog offers; type 1 is about a service (spec §3 Feedback type). */
export interface FeedbackTypesTable {
  type: number;
  name: string;
  name_en: Generated<string>;
  sort: Generated<number>;
}

/** What a user sent, and the back office's reply ('' and no time until answered). */
export interface FeedbackTable {
  id: Generated<number>;
  submitter_uid: string;
  type: number;
  /** The service it is about, for type 1. */
  app_id: number | null;
  contact: Generated<string>;
  title: Generated<string>;
  content: string;
  created_at: Generated<Date>;
  reply: Generated<string>;
  replied_at: Date | null;
  replier_uid: string | null;
  /** Optimistic locking of the reply (server/src/db/versioned.ts). */
  version: Generated<number>;
  updated_by: string | null;
  updated_at: Date | null;
}

/** The uploaded files a feedback holds, in the order they were attached. */
export interface FeedbackFilesTable {
  feedback_id: number;
  file_id: string;
  /** The file's name as its stored record gave it when attached. */
  name: string;
  position: number;
}
