/** Every filter of getMyTodo (spec §7): keyword and what it searches, service, category, department, time range or year and what the time means, flags, order. */
import type { TodoFilter } from '../rules/list-filters';
import { useMattersTranslation } from '../i18n';
import { FilterBar } from '../lists/filter-bar';
import { FilterSelect } from '../lists/filter-controls';
import { TimeFilters, timeFilterCount } from '../lists/time-filters';
import type { TodoChoices } from './use-todo-choices';

interface Props {
  filter: TodoFilter;
  onChange(filter: TodoFilter): void;
  choices: TodoChoices;
  onMobile: boolean;
}

function setCount(f: TodoFilter): number {
  const set = [f.appId !== null, f.className !== '', f.departmentId !== '', f.flags !== null, f.keywordType !== 'user', f.timeType !== 'task', f.orderby !== 'createdDesc'];
  return set.filter(Boolean).length + timeFilterCount(f);
}

export function TodoFilters({ filter, onChange, choices, onMobile }: Props) {
  const { t } = useMattersTranslation();
  const set = (change: Partial<TodoFilter>) => onChange({ ...filter, ...change });
  return (
    <FilterBar
      onMobile={onMobile}
      keyword={filter.keyword}
      onKeyword={(keyword) => set({ keyword })}
      keywordPlaceholder={t(filter.keywordType === 'user' ? 'keywordByUser' : 'keywordPlaceholder')}
      setCount={setCount(filter)}
    >
      <FilterSelect
        label={t('keywordType')}
        anyLabel={t('keywordByUser')}
        choices={[{ value: 'app', label: t('keywordByApp') }]}
        value={filter.keywordType === 'app' ? 'app' : ''}
        onChange={(v) => set({ keywordType: v === 'app' ? 'app' : 'user' })}
        testId="filter-keyword-type"
      />
      <FilterSelect label={t('service')} anyLabel={t('anyService')} choices={choices.apps} value={filter.appId === null ? '' : String(filter.appId)} onChange={(v) => set({ appId: v ? Number(v) : null })} testId="filter-service" />
      <FilterSelect label={t('serviceCategory')} anyLabel={t('anyCategory')} choices={choices.categories} value={filter.className} onChange={(className) => set({ className })} testId="filter-category" />
      <FilterSelect label={t('applicantDepartment')} anyLabel={t('anyDepartment')} choices={choices.departments} value={filter.departmentId} onChange={(departmentId) => set({ departmentId })} testId="filter-department" />
      <FilterSelect
        label={t('flags')}
        anyLabel={t('anyFlags')}
        choices={[
          { value: '5', label: t('flagReturned') },
          { value: '7', label: t('flagSign') },
        ]}
        value={filter.flags === null ? '' : String(filter.flags)}
        onChange={(v) => set({ flags: v ? Number(v) : null })}
        testId="filter-flags"
      />
      <FilterSelect
        label={t('timeType')}
        anyLabel={t('timeByTask')}
        choices={[{ value: 'apply', label: t('timeByApply') }]}
        value={filter.timeType === 'apply' ? 'apply' : ''}
        onChange={(v) => set({ timeType: v === 'apply' ? 'apply' : 'task' })}
        testId="filter-time-type"
      />
      <TimeFilters filter={filter} onChange={onChange} />
      <FilterSelect
        label={t('order')}
        anyLabel={t('newestFirst')}
        choices={[{ value: 'createdAsc', label: t('oldestFirst') }]}
        value={filter.orderby === 'createdAsc' ? 'createdAsc' : ''}
        onChange={(v) => set({ orderby: v === 'createdAsc' ? 'createdAsc' : 'createdDesc' })}
        testId="filter-order"
      />
    </FilterBar>
  );
}
