/**
 * The sensitive calls (admin:settings): a searchable checkbox list of the calls that may be marked; those ticked ask a
 * user with TOTP on for a recent code. Saving replaces the list (the change is recorded with before and after).
 */
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { api } from '@/services/api';
import Button from '@/ui/button';
import Loading from '@/ui/loading';
import { showToast } from '@/ui/toast';
import { useInboxTranslation } from './i18n';
import './inbox.scss';

export default function SensitiveCalls() {
  const { t } = useInboxTranslation();
  const [choices, setChoices] = useState<string[] | null>(null);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [search, setSearch] = useState('');
  const [onlyChosen, setOnlyChosen] = useState(false);
  const [saving, setSaving] = useState(false);
  const id = useId().replace(/:/g, '');

  useEffect(() => {
    void api.getSensitiveCalls({}).then((d) => {
      setChoices(d.choices);
      setChosen(new Set(d.calls));
    });
  }, []);

  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return (choices ?? []).filter((c) => (!needle || c.toLowerCase().includes(needle)) && (!onlyChosen || chosen.has(c)));
  }, [choices, search, onlyChosen, chosen]);

  const toggle = (name: string) =>
    setChosen((s) => {
      const next = new Set(s);
      if (next.has(name)) next.delete(name);
      else next.add(name);
      return next;
    });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      const d = await api.setSensitiveCalls({ calls: [...chosen] });
      setChosen(new Set(d.calls));
      showToast({ content: t('sensitive.saved'), kind: 'success' });
    } finally {
      setSaving(false);
    }
  };

  if (choices === null) return <Loading label="" />;
  return (
    <form className="ch-inbox ch-sensitive" onSubmit={(e) => void save(e)} aria-labelledby={`${id}-list`}>
      <p className="ch-sensitive__intro">{t('sensitive.intro')}</p>
      <div className="ch-sensitive__bar">
        <label className="ch-admin-filters__item">
          <span className="ch-admin-filters__label">{t('sensitive.search')}</span>
          <input className="ch-admin-input" type="search" value={search} onChange={(e) => setSearch(e.target.value)} data-testid="sensitive-search" />
        </label>
        <label className="ch-sensitive__only">
          <input type="checkbox" checked={onlyChosen} onChange={(e) => setOnlyChosen(e.target.checked)} />
          {t('sensitive.onlyChosen')}
        </label>
        <span role="status" className="ch-sensitive__count">
          {t('sensitive.chosen', { count: chosen.size })}
        </span>
      </div>
      <fieldset className="ch-sensitive__list">
        <legend id={`${id}-list`}>{t('sensitive.list')}</legend>
        {shown.length === 0 ? <p>{t('sensitive.none')}</p> : null}
        {shown.map((name) => (
          <label key={name} className="ch-sensitive__item">
            <input type="checkbox" checked={chosen.has(name)} onChange={() => toggle(name)} data-testid={`sensitive-${name}`} />
            <code>{name}</code>
          </label>
        ))}
      </fieldset>
      <div className="ch-admin-form__footer">
        <Button kind="primary" size="middle" submit loading={saving} disabled={saving} testId="sensitive-save">
          {t('sensitive.save')}
        </Button>
      </div>
    </form>
  );
}
