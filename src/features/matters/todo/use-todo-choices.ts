/**
 * What the to-do filters offer: the services and applicants' departments of the user's tasks on this tab
 * (getTodoFilters), and the service categories (the catalogue's, as class_name names them in either language).
 */
import { useEffect, useState } from 'react';
import { api } from '@/services/api';
import type { FilterChoice } from '../lists/filter-controls';

export interface TodoChoices {
  apps: FilterChoice[];
  departments: FilterChoice[];
  categories: FilterChoice[];
}

const NONE: TodoChoices = { apps: [], departments: [], categories: [] };

export function useTodoChoices(tab: 'pending' | 'processed', who: string | undefined): TodoChoices {
  const [choices, setChoices] = useState<TodoChoices>(NONE);
  useEffect(() => {
    if (who === undefined) return;
    let live = true;
    Promise.all([api.getTodoFilters({ tab }, { quiet: true }), api.getAppCatalog({ page_size: 1 }, { quiet: true })]).then(
      ([mine, catalog]) =>
        live &&
        setChoices({
          apps: mine.apps.map((a) => ({ value: String(a.id), label: a.name })),
          departments: mine.departments.map((d) => ({ value: d.id, label: d.name })),
          categories: catalog.categories.map((c) => ({ value: c.name, label: c.name })),
        }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [tab, who]);
  return choices;
}
