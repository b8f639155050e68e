import type { Generated } from 'kysely';

/** An uploaded file; `stored_name` is null for a demo record that has no content, `thumb_stored_name` when no thumbnail was made. */
export interface FilesTable {
  id: string;
  uploader_uid: string;
  category: string;
  name: string;
  ext: string;
  mime: string;
  /** Bytes (UPLOAD_MAX_MB stays below 2 GB). */
  size: number;
  stored_name: string | null;
  thumb_stored_name: string | null;
  created_at: Generated<Date>;
}

export interface FileUsesTable {
  file_id: string;
  uid: string;
  app_id: number;
  used_at: Generated<Date>;
}

/** A file an application's form holds (its participants may read it). */
export interface FileAttachmentsTable {
  file_id: string;
  /** bigint, read as text. */
  instance_id: string;
  attached_at: Generated<Date>;
}
