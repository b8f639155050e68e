/**
 * One content section's list and edit form: the list with its 新建 button, and the form in its place while a record is
 * being created or edited (after a save the list loads again on its page). Each section gives its columns, fields,
 * calls and words; deleting asks first and sends the version the list showed.
 */
import { useState, type ReactNode } from 'react';
import type { TSchema } from '@sinclair/typebox';
import Button from '@/ui/button';
import { AdminForm, AdminList, type Column, type Draft, type FieldDef, type Filter, type ListQuery, type RowAction } from '../../kit';
import { useContentTranslation } from './i18n';

export interface CrudSectionProps<Row, D extends Draft> {
  listLabel: string;
  columns: Column<Row>[];
  rowKey(row: Row): number;
  load(query: ListQuery): Promise<{ list: Row[]; total: number }>;
  filters?: Filter[];
  createLabel: string;
  formTitle(creating: boolean): string;
  fields: FieldDef[] | ((draft: D) => FieldDef[]);
  schema?: TSchema;
  validate?(draft: D): Record<string, string>;
  blank(): D;
  toDraft(row: Row): D | Promise<D>;
  save(draft: D): Promise<unknown>;
  /** The record as saved now (after a conflict), as a draft. */
  latest?(draft: D): Promise<D>;
  remove(row: Row): Promise<unknown>;
  removeConfirm(row: Row): string;
  /** Actions besides 编辑 and 删除 (显示/隐藏, 发布 …); `done` loads the list again. */
  moreActions?(row: Row, done: () => void): RowAction<Row>[];
  /** More buttons beside 新建. */
  toolbar?: ReactNode;
  aside?(draft: D): ReactNode;
}

export function CrudSection<Row, D extends Draft>(props: CrudSectionProps<Row, D>) {
  const { t } = useContentTranslation();
  const [editing, setEditing] = useState<{ draft: D; creating: boolean } | null>(null);
  const [reloadKey, setReloadKey] = useState(0);
  const reload = () => setReloadKey((k) => k + 1);

  if (editing) {
    const fields = typeof props.fields === 'function' ? props.fields(editing.draft) : props.fields;
    return (
      <AdminForm<D>
        title={props.formTitle(editing.creating)}
        fields={fields}
        initial={editing.draft}
        schema={props.schema}
        validate={props.validate}
        onSubmit={async (draft) => {
          await props.save(draft);
          setEditing(null);
          reload();
        }}
        onCancel={() => setEditing(null)}
        onReload={props.latest && !editing.creating ? () => props.latest!(editing.draft) : undefined}
        aside={props.aside}
      />
    );
  }

  return (
    <AdminList<Row>
      label={props.listLabel}
      columns={props.columns}
      rowKey={props.rowKey}
      load={props.load}
      filters={props.filters}
      reloadKey={reloadKey}
      toolbar={
        <>
          {props.toolbar}
          <Button kind="primary" size="small" testId="content-create" onClick={() => setEditing({ draft: props.blank(), creating: true })}>
            {props.createLabel}
          </Button>
        </>
      }
      rowActions={(row) => [
        { label: t('edit'), onPress: async () => setEditing({ draft: await props.toDraft(row), creating: false }) },
        ...(props.moreActions?.(row, reload) ?? []),
        {
          label: t('remove'),
          danger: true,
          confirm: props.removeConfirm(row),
          onPress: async () => {
            // A refusal (someone changed it meanwhile) is said by the request's own toast; the list shows what is now.
            await props.remove(row).catch(() => undefined);
            reload();
          },
        },
      ]}
    />
  );
}

/** 是 / 否 for a 0/1 or boolean column. */
export function yesNo(value: unknown, t: (key: string) => string): string {
  return value === 1 || value === true ? t('yes') : t('no');
}
