/** What the catalogue's sections share: the choices their forms and filters offer (loaded once a section), and helpers. */
import { useEffect, useState } from 'react';
import type { ResultOf } from '@contract/call';
import type { Calls } from '@contract/calls';
import { api } from '@/services/api';
import type { Choice, Draft } from '../../kit';

export type CatalogChoices = ResultOf<Calls['getCatalogChoices']>;
const none: CatalogChoices = { categories: [], departments: [], folders: [], services: [] };

export function useCatalogChoices(reloadKey?: unknown): CatalogChoices {
  const [choices, setChoices] = useState<CatalogChoices>(none);
  useEffect(() => {
    let live = true;
    api.getCatalogChoices({}, { quiet: true }).then(
      (found) => live && setChoices(found),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [reloadKey]);
  return choices;
}

export const asChoices = (list: { id: number; name: string }[]): Choice[] => list.map((c) => ({ value: String(c.id), label: c.name }));

/** A select's value as the id a save sends: 0 for none. */
export const idOf = (value: unknown): number => (value === undefined || value === null || value === '' ? 0 : Number(value));

/** A section heading inside a long form: a field that draws only its title. */
export const groupHeading = (key: string, title: string) => ({
  key: `group-${key}`,
  label: '',
  kind: 'custom' as const,
  render: () => <h3 className="ch-catalog-form__group">{title}</h3>,
});

/** A section's editing state: the draft open in its form (or none), and a key that reloads its list after a change. */
export function useEditor() {
  const [editing, setEditing] = useState<Draft | null>(null);
  const [reloadKey, setReloadKey] = useState(0);
  const reload = () => setReloadKey((k) => k + 1);
  return {
    editing,
    setEditing,
    reloadKey,
    reload,
    /** Closes the form after a save and shows the list as it is now. */
    saved() {
      setEditing(null);
      reload();
    },
  };
}
