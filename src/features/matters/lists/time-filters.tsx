/** The time filters every list has: a date range or a year (the two are alternatives, rules/list-filters.ts). */
import { useEffect, useState } from 'react';
import { api } from '@/services/api';
import { useMattersTranslation } from '../i18n';
import { withRange, withYear, yearChoices, type TimeFilter } from '../rules/list-filters';
import { FilterDate, FilterSelect } from './filter-controls';

/** The years since the system went live (systemUpYear), read once per page. */
function useYears(): number[] {
  const [years, setYears] = useState<number[]>([]);
  useEffect(() => {
    let live = true;
    api.systemUpYear(undefined, { quiet: true }).then(
      ({ year, current_year }) => live && setYears(yearChoices(year, current_year)),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return years;
}

export function TimeFilters<F extends TimeFilter>({ filter, onChange }: { filter: F; onChange(filter: F): void }) {
  const { t } = useMattersTranslation();
  const years = useYears();
  return (
    <>
      <FilterDate label={t('timeFrom')} value={filter.from} placeholder={t('timeFrom')} onChange={(from) => onChange(withRange(filter, from, filter.to))} />
      <FilterDate label={t('timeTo')} value={filter.to} placeholder={t('timeTo')} onChange={(to) => onChange(withRange(filter, filter.from, to))} />
      <FilterSelect
        label={t('year')}
        anyLabel={t('anyYear')}
        choices={years.map((y) => ({ value: String(y), label: String(y) }))}
        value={filter.year === null ? '' : String(filter.year)}
        onChange={(v) => onChange(withYear(filter, v ? Number(v) : null))}
        testId="filter-year"
      />
    </>
  );
}

/** How many of the time filters are set (for the phone's 筛选 button). */
export function timeFilterCount(f: TimeFilter): number {
  return (f.from || f.to ? 1 : 0) + (f.year !== null ? 1 : 0);
}
