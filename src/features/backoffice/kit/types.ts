/**
 * The one table-and-form pattern of every back-office page: a list with filters, paging and sort (a table on desktops,
 * cards on phones), an edit form checked with the save call's own schema before it is sent, confirmation before
 * anything is deleted, and a stale save (optimistic locking, e = 409) answered with who saved in between while the
 * draft stays on screen.
 */
import type { TSchema } from '@sinclair/typebox';
import type { ReactNode } from 'react';
import type { UploadQuery } from '@/services/upload.types';

/** A list's query as the kit sends it to `load`: the page, its size, the sort and the filters' values (unset ones left out). */
export interface ListQuery {
  p: number;
  page_size: number;
  /** A column's `sortKey`, when the reader sorted by it. */
  sort?: string;
  order?: 'asc' | 'desc';
  filters: Record<string, string>;
}

export interface Column<Row> {
  key: string;
  title: string;
  /** The cell; when absent, `row[key]` as stored, marked as user content (the English walk tells it from interface text). */
  render?(row: Row): ReactNode;
  /** The column sorts the list by this key (sent as `sort`). */
  sortKey?: string;
  /** The column is left out of phone cards (it repeats what the card's title says). */
  desktopOnly?: boolean;
}

export interface Choice {
  value: string;
  label: string;
}

export interface Filter {
  key: string;
  label: string;
  kind: 'text' | 'select';
  /** For 'select': its choices; an "all" choice comes first by itself. */
  options?: Choice[];
}

export interface RowAction<Row> {
  label: string;
  onPress(row: Row): void | Promise<void>;
  /** Deleting or revoking: the kit asks `confirm` (or its generic 确定删除…?) before calling onPress. */
  danger?: boolean;
  confirm?: string;
}

export interface AdminListProps<Row> {
  /** The table's accessible name, and the cards' list name on phones. */
  label: string;
  columns: Column<Row>[];
  rowKey(row: Row): string | number;
  load(query: ListQuery): Promise<{ list: Row[]; total: number }>;
  filters?: Filter[];
  rowActions?(row: Row): RowAction<Row>[];
  /** Buttons above the list (新建 …). */
  toolbar?: ReactNode;
  /** Change it to load the list again on its current page (after a save or a delete). */
  reloadKey?: unknown;
  /** 20 unless given. */
  pageSize?: number;
  /** What an empty list says; the kit's 暂无数据 unless given. */
  emptyText?: string;
}

interface FieldBase {
  key: string;
  label: string;
  required?: boolean;
  /** A line under the control. */
  help?: string;
}

export type FieldDef =
  /** 'password': a secret typed in and never shown (an LDAP bind password). */
  | (FieldBase & { kind: 'text' | 'textarea' | 'url' | 'color' | 'password'; maxLength?: number; placeholder?: string })
  | (FieldBase & { kind: 'number'; min?: number; max?: number })
  | (FieldBase & { kind: 'date' | 'datetime' })
  | (FieldBase & { kind: 'switch' })
  | (FieldBase & { kind: 'select' | 'radio'; options: Choice[] })
  | (FieldBase & { kind: 'multi'; options: Choice[] })
  /** An uploaded image: the value is its URL; uploads through services/upload (category given). */
  | (FieldBase & { kind: 'image'; category: UploadQuery['category'] })
  /** Anything else (a rich-text editor, a people picker): the section draws it. */
  | (FieldBase & { kind: 'custom'; render(value: unknown, onChange: (next: unknown) => void, error: string | undefined): ReactNode });

/** A draft as the form holds it: one value per field key (plus what it carries along, such as id and version). */
export type Draft = Record<string, unknown>;

export interface AdminFormProps<D extends Draft> {
  /** The form's heading (编辑服务 / 新建服务 …). */
  title: string;
  fields: FieldDef[];
  /** The draft it opens with; kept while the form is open, whatever the server answers. */
  initial: D;
  /**
   * The save call's payload schema (`calls.saveBanner.payload`): the draft is checked against it before it is sent,
   * and each failing field shows why. `validate` adds rules a schema cannot say (two fields that must agree).
   */
  schema?: TSchema;
  validate?(draft: D): Record<string, string>;
  /** Sends the draft; a RequestError with e = 409 keeps the form open with the server's words and a 重新载入 button. */
  onSubmit(draft: D): Promise<void>;
  onCancel(): void;
  /** The record as it is now (after a conflict): the form offers to load it in place of the draft. */
  onReload?(): Promise<D>;
  /** Shown beside the fields, e.g. a live preview. */
  aside?(draft: D): ReactNode;
}
