/** People of the organisation (admin:people), read-only: search by name or number, by department and identity type. */
import type { OrgPerson } from '@contract/calls/org';
import { api } from '@/services/api';
import UserText from '@/ui/user-text';
import { AdminList, type Column, type ListQuery } from '../../kit';
import { usePeopleTranslation } from './i18n';
import { useOrgActions } from './org-actions';
import { departmentOptions, useDepartments } from './use-departments';
import './people.scss';

const IDENTITY_TYPES = ['staff', 'student', 'other'] as const;

export default function PeopleSection() {
  const { t } = usePeopleTranslation();
  const departments = useDepartments();
  const org = useOrgActions<OrgPerson>();

  const columns: Column<OrgPerson>[] = [
    { key: 'name', title: t('name'), render: (p) => <UserText text={p.name} /> },
    { key: 'number', title: t('number') },
    { key: 'identity_type', title: t('identityType'), render: (p) => t(`identityTypes.${p.identity_type}`) },
    { key: 'identity_name', title: t('identity'), desktopOnly: true, render: (p) => <UserText text={p.identity_name} /> },
    { key: 'departName', title: t('department'), render: (p) => <UserText text={p.departName} /> },
    { key: 'status', title: t('status'), render: (p) => (p.status === 1 ? t('active') : t('disabled')) },
    { key: 'source_type', title: t('source'), desktopOnly: true, render: (p) => t(`sources.${p.source_type}`) },
  ];

  const load = (query: ListQuery) => {
    const { keyword, department_id: department, identity_type: type } = query.filters;
    return api.getOrgPeople({
      p: query.p,
      page_size: query.page_size,
      ...(keyword ? { keyword } : {}),
      ...(department ? { department_id: Number(department) } : {}),
      ...(type ? { identity_type: type as (typeof IDENTITY_TYPES)[number] } : {}),
    });
  };

  return (
    <>
      <AdminList<OrgPerson>
        label={t('peopleLabel')}
        columns={columns}
        rowKey={(p) => p.uid}
        load={load}
        filters={[
          { key: 'keyword', label: t('keyword'), kind: 'text' },
          { key: 'department_id', label: t('department'), kind: 'select', options: departmentOptions(departments) },
          { key: 'identity_type', label: t('identityType'), kind: 'select', options: IDENTITY_TYPES.map((type) => ({ value: type, label: t(`identityTypes.${type}`) })) },
        ]}
        toolbar={org.toolbar}
        rowActions={org.rowActions}
      />
      {org.dialog}
    </>
  );
}
