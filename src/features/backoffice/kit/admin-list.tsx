/**
 * A back-office list (kit/types.ts AdminListProps): filters, a sortable table with its actions column on desktops,
 * one card per row on phones, the portal's paged-list frame (loading, failed with a retry, empty, the total, page
 * links), and confirmation before a dangerous action.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { usePagedList } from '@/services/use-paged-list';
import Button from '@/ui/button';
import ListState from '@/ui/list-state';
import { useBackofficeTranslation } from '../i18n';
import { useConfirm } from './confirm';
import type { AdminListProps, Column, ListQuery, RowAction } from './types';
import { useNarrow } from './use-narrow';
import './kit.scss';

const DEFAULT_PAGE_SIZE = 20;

/**
 * A cell: the column's own rendering, else the record's value as stored, marked as user content (a title or a name is
 * kept in the language it was entered in; src/ui/README.md "User content is marked").
 */
function cellOf<Row>(column: Column<Row>, row: Row) {
  if (column.render) return column.render(row);
  const value = (row as Record<string, unknown>)[column.key];
  return value === null || value === undefined || value === '' ? '' : <span data-user-content="">{String(value)}</span>;
}

export function AdminList<Row>(props: AdminListProps<Row>) {
  const { label, columns, rowKey, load, filters = [], rowActions, toolbar, reloadKey, pageSize = DEFAULT_PAGE_SIZE, emptyText } = props;
  const { t } = useBackofficeTranslation();
  const narrow = useNarrow();
  const [confirm, confirmDialog] = useConfirm();
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [applied, setApplied] = useState<Record<string, string>>({});
  const [sort, setSort] = useState<{ key: string; order: 'asc' | 'desc' } | null>(null);
  const loader = useRef(load);
  loader.current = load;
  const id = useId().replace(/:/g, '');

  const key = JSON.stringify({ applied, sort });
  const list = usePagedList(
    key,
    (p) => {
      const query: ListQuery = { p, page_size: pageSize, filters: applied, ...(sort ? { sort: sort.key, order: sort.order } : {}) };
      return loader.current(query);
    },
    { mode: 'pages' },
  );

  // A save or a delete elsewhere: the same page again, the rows staying in view meanwhile.
  const firstReload = useRef(true);
  const { refresh } = list;
  useEffect(() => {
    if (firstReload.current) {
      firstReload.current = false;
      return;
    }
    void refresh();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new reloadKey asks for the list again
  }, [reloadKey]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setApplied(Object.fromEntries(Object.entries(typed).filter(([, v]) => v.trim() !== '').map(([k, v]) => [k, v.trim()])));
  };
  const clear = () => {
    setTyped({});
    setApplied({});
  };
  const narrowed = Object.keys(applied).length > 0;

  const run = async (action: RowAction<Row>, row: Row) => {
    if (action.danger && !(await confirm(action.confirm ?? t('kit.confirmDelete')))) return;
    await action.onPress(row);
  };
  const actionsOf = (row: Row) => {
    const actions = rowActions?.(row) ?? [];
    return actions.map((action) => (
      <Button key={action.label} size="small" kind={action.danger ? 'default' : 'text'} className={action.danger ? 'ch-admin-danger' : undefined} testId={`admin-action-${action.label}`} onClick={() => void run(action, row)}>
        {action.label}
      </Button>
    ));
  };

  const toggleSort = (sortKey: string) =>
    setSort((s) => (s?.key === sortKey ? (s.order === 'asc' ? { key: sortKey, order: 'desc' } : null) : { key: sortKey, order: 'asc' }));
  const ariaSort = (column: Column<Row>) => (sort && column.sortKey === sort.key ? (sort.order === 'asc' ? 'ascending' : 'descending') : undefined);

  const rows = list.state.items;
  return (
    <div className="ch-admin-list">
      {filters.length > 0 ? (
        <form className="ch-admin-filters" role="search" aria-label={`${label} ${t('kit.filters')}`} onSubmit={submit}>
          {filters.map((filter) => (
            <label key={filter.key} className="ch-admin-filters__item">
              <span className="ch-admin-filters__label">{filter.label}</span>
              {filter.kind === 'select' ? (
                <select className="ch-admin-input" value={typed[filter.key] ?? ''} onChange={(e) => setTyped({ ...typed, [filter.key]: e.target.value })}>
                  <option value="">{t('kit.all')}</option>
                  {(filter.options ?? []).map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </select>
              ) : (
                <input className="ch-admin-input" value={typed[filter.key] ?? ''} onChange={(e) => setTyped({ ...typed, [filter.key]: e.target.value })} />
              )}
            </label>
          ))}
          <div className="ch-admin-filters__buttons">
            <Button kind="primary" size="small" submit testId="admin-filter-search">
              {t('kit.search')}
            </Button>
            <Button size="small" testId="admin-filter-reset" onClick={clear}>
              {t('kit.reset')}
            </Button>
          </div>
        </form>
      ) : null}
      {toolbar ? <div className="ch-admin-toolbar">{toolbar}</div> : null}
      <ListState list={list} name={`admin-list-${id}`} emptyText={emptyText ?? t('kit.empty')} onClear={narrowed ? clear : undefined} totalText={t('kit.total', { count: list.state.total })} pageSize={pageSize}>
        {narrow ? (
          <ul className="ch-admin-cards" aria-label={label}>
            {rows.map((row) => (
              <li key={rowKey(row)} className="ch-admin-card">
                <dl>
                  {columns
                    .filter((c) => !c.desktopOnly)
                    .map((column) => (
                      <div key={column.key} className="ch-admin-card__line">
                        <dt>{column.title}</dt>
                        <dd>{cellOf(column, row)}</dd>
                      </div>
                    ))}
                </dl>
                {rowActions ? <div className="ch-admin-card__actions">{actionsOf(row)}</div> : null}
              </li>
            ))}
          </ul>
        ) : (
          <table className="ch-admin-table">
            <caption className="ch-admin-visually-hidden">{label}</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.key} scope="col" aria-sort={ariaSort(column)}>
                    {column.sortKey ? (
                      <button type="button" className="ch-admin-sort" aria-label={t('kit.sortBy', { column: column.title })} onClick={() => toggleSort(column.sortKey as string)}>
                        {column.title}
                        <span aria-hidden="true">{sort?.key === column.sortKey ? (sort.order === 'asc' ? ' ▲' : ' ▼') : ' ↕'}</span>
                      </button>
                    ) : (
                      column.title
                    )}
                  </th>
                ))}
                {rowActions ? <th scope="col">{t('kit.actions')}</th> : null}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={rowKey(row)}>
                  {columns.map((column) => (
                    <td key={column.key}>{cellOf(column, row)}</td>
                  ))}
                  {rowActions ? <td className="ch-admin-table__actions">{actionsOf(row)}</td> : null}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </ListState>
      {confirmDialog}
    </div>
  );
}
