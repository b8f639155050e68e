/**
 * One back-office change, its record before and after side by side: every field of either side once, in the record's
 * order, with the changed ones marked (a word as well as a colour) and counted. A create has no before, a delete no after.
 */
import { fieldChanges, shownValue, type Snapshot } from '@contract/rules/record-changes';
import UserText from '@/ui/user-text';
import { useInboxTranslation } from './i18n';

export function ChangeView({ before, after }: { before: Snapshot; after: Snapshot }) {
  const { t } = useInboxTranslation();
  const rows = fieldChanges(before, after);
  const changed = rows.filter((r) => r.changed).length;
  return (
    <div className="ch-change-view" data-testid="change-view">
      {before === null ? <p className="ch-change-view__note">{t('view.created')}</p> : null}
      {after === null ? <p className="ch-change-view__note">{t('view.deleted')}</p> : null}
      <p className="ch-change-view__count">{t('view.changedCount', { count: changed })}</p>
      {rows.length === 0 ? (
        <p>{t('view.nothing')}</p>
      ) : (
        <table className="ch-change-view__table">
          <caption className="ch-admin-visually-hidden">{t('view.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('view.field')}</th>
              <th scope="col">{t('view.before')}</th>
              <th scope="col">{t('view.after')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.field} className={row.changed ? 'ch-change-view__row--changed' : undefined} data-changed={row.changed ? 'true' : 'false'}>
                <th scope="row">
                  <code>{row.field}</code>
                  {row.changed ? <span className="ch-change-view__mark">{t('view.changedMark')}</span> : null}
                </th>
                <td className="ch-change-view__before">
                  <UserText text={shownValue(row.before)} />
                </td>
                <td className="ch-change-view__after">
                  <UserText text={shownValue(row.after)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
