/**
 * Whom a grant goes to: a person, found with the people search (name or number; searchPeople), or a post people hold.
 * The value is `{ kind, id, label }`; `label` only tells the reader who was chosen.
 */
import { useId, useState } from 'react';
import { usePeopleSearch } from '@/services/use-people-search';
import UserText, { TextAround } from '@/ui/user-text';
import { useRolesTranslation } from './i18n';

export interface Holder {
  kind: 'user' | 'post';
  id: string;
  label?: string;
}

export function HolderPicker({ value, onChange, posts, label }: { value: Holder; onChange(next: Holder): void; posts: string[]; label: string }) {
  const { t } = useRolesTranslation();
  const [keyword, setKeyword] = useState('');
  const found = usePeopleSearch(keyword, 'backoffice.roles.searchPeople');
  const id = useId().replace(/:/g, '');
  return (
    <div className="ch-roles-holder" role="group" aria-label={label}>
      <span className="ch-admin-choices" role="radiogroup" aria-label={t('holderKind')}>
        {(['user', 'post'] as const).map((kind) => (
          <label key={kind} className="ch-admin-choice">
            <input type="radio" name={`${id}-kind`} checked={value.kind === kind} onChange={() => onChange({ kind, id: '' })} />
            {t(`kinds.${kind}`)}
          </label>
        ))}
      </span>
      {value.kind === 'post' ? (
        <select className="ch-admin-input" aria-label={t('post')} value={value.id} onChange={(e) => onChange({ kind: 'post', id: e.target.value, label: e.target.value })} data-testid="roles-post">
          <option value="">{t('choosePost')}</option>
          {posts.map((post) => (
            <option key={post} value={post}>
              {post}
            </option>
          ))}
        </select>
      ) : (
        <div className="ch-roles-person">
          <input className="ch-admin-input" type="search" aria-label={t('searchPerson')} placeholder={t('searchPerson')} value={keyword} onChange={(e) => setKeyword(e.target.value)} data-testid="roles-person-search" />
          {found.state === 'searching' ? <span role="status">{t('searching')}</span> : null}
          {found.state === 'failed' ? <span role="alert">{t('searchFailed')}</span> : null}
          {found.state === 'done' && found.people.length === 0 ? <span role="status">{t('noPeople')}</span> : null}
          {found.state === 'done' && found.people.length > 0 ? (
            <ul className="ch-roles-people" aria-label={t('person')}>
              {found.people.map((p) => (
                <li key={p.uid}>
                  <button
                    type="button"
                    className="ch-admin-link"
                    aria-pressed={value.id === p.uid}
                    data-testid={`roles-person-${p.uid}`}
                    onClick={() => onChange({ kind: 'user', id: p.uid, label: `${p.name}（${p.number}）` })}
                  >
                    <UserText text={p.name} /> {p.number} {p.departName ? <UserText text={p.departName} /> : null}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          {value.id ? (
            <p className="ch-roles-chosen" role="status">
              <TextAround say={(slot) => t('chosen', { name: slot })} value={value.label ?? value.id} />
            </p>
          ) : null}
        </div>
      )}
    </div>
  );
}
