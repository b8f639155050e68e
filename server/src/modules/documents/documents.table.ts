import type { ColumnType, Generated } from 'kysely';
import type { FileRef } from '../../../../contract/forms/schema';
import type { DocumentStatus, ReaderVia, Secrecy, TrailAction, Urgency, VersionStep } from '../../../../contract/rules/documents';

/** An office's numbering rule: {org}, {year} and {n} (contract/rules/documents.ts). */
export interface DocumentOfficesTable {
  department_id: number;
  pattern: string;
  org: string;
  /** The red head its documents carry (发文机关标志); empty: the office's name and 文件. */
  mark: Generated<string>;
  updated_by: string | null;
  updated_at: Generated<Date>;
}

/** The last number an office issued in a year. */
export interface DocumentCountersTable {
  department_id: number;
  year: number;
  last: number;
}

export interface DocumentTemplatesTable {
  id: Generated<number>;
  /** Null: every office may use it. */
  department_id: number | null;
  name: string;
  title: Generated<string>;
  body: Generated<string>;
  urgency: Urgency;
  secrecy: Secrecy;
  updated_by: string | null;
  updated_at: Generated<Date>;
}

export interface DocumentsTable {
  id: Generated<number>;
  office_id: number;
  title: string;
  urgency: Urgency;
  secrecy: Secrecy;
  body: string;
  attachments: ColumnType<FileRef[], string | undefined, string>;
  countersign: ColumnType<number[], number[] | undefined, number[]>;
  signer_uid: string;
  /** The departments it goes to once issued. */
  recipients: ColumnType<number[], number[] | undefined, number[]>;
  /** Everyone asked to review it (the office head, the countersigners, the signer) and whoever else acted on it. */
  reviewers: ColumnType<string[], string[] | undefined, string[]>;
  as_notice: Generated<boolean>;
  status: Generated<DocumentStatus>;
  drafter_uid: string;
  /** The review application on the workflow runtime, once submitted. */
  inst_id: string | null;
  year: number | null;
  seq: number | null;
  number: string | null;
  issued_at: Date | null;
  archived_at: Date | null;
  notice_id: number | null;
  /** Optimistic locking of the draft: raised by every save. */
  version: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface DocumentVersionsTable {
  document_id: number;
  version: number;
  step: VersionStep;
  title: string;
  body: string;
  by_uid: string;
  at: Generated<Date>;
}

export interface DocumentRecipientsTable {
  document_id: number;
  department_id: number;
  signed_by: string | null;
  signed_at: Date | null;
}

export interface DocumentReadersTable {
  document_id: number;
  uid: string;
  via: ReaderVia;
  added_by: string;
  added_at: Generated<Date>;
  note: Generated<string>;
  read_at: Date | null;
  opinion: Generated<string>;
  opinion_at: Date | null;
}

export interface DocumentTrailTable {
  id: Generated<string>;
  document_id: number;
  at: Generated<Date>;
  uid: string | null;
  action: TrailAction;
  detail: Generated<string>;
}

/** The issued PDF as it was sealed, and the signed seal: canonical JSON content and its Ed25519 signature. */
export interface DocumentSealsTable {
  document_id: number;
  code: string;
  content: string;
  signature: string;
  key_id: string;
  sha256: string;
  pdf: Buffer;
  sealed_at: Generated<Date>;
}
