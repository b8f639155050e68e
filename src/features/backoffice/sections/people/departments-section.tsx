/** Departments (admin:people), read-only: each with its parent, kind, head and number of people. */
import { useState } from 'react';
import type { OrgDepartment } from '@contract/calls/org';
import { api } from '@/services/api';
import UserText from '@/ui/user-text';
import { AdminList, type Column, type ListQuery } from '../../kit';
import { usePeopleTranslation } from './i18n';
import { useOrgActions } from './org-actions';
import './people.scss';

const KINDS = ['college', 'office', 'unit'] as const;

export default function DepartmentsSection() {
  const { t } = usePeopleTranslation();
  const [departments, setDepartments] = useState<OrgDepartment[]>([]);
  const org = useOrgActions<OrgDepartment>();
  const nameOf = new Map(departments.map((d) => [d.id, d.name]));

  const columns: Column<OrgDepartment>[] = [
    { key: 'name', title: t('departmentName'), render: (d) => <UserText text={d.name} /> },
    { key: 'code', title: t('code') },
    { key: 'kind', title: t('kind'), render: (d) => t(`kinds.${d.kind}`) },
    { key: 'parent_id', title: t('parent'), render: (d) => (d.parent_id ? <UserText text={nameOf.get(d.parent_id) ?? ''} /> : '—') },
    { key: 'head_name', title: t('head'), render: (d) => <UserText text={d.head_name} /> },
    { key: 'people', title: t('people') },
  ];

  // The list is short and comes whole: filtered and paged here.
  const load = async (query: ListQuery) => {
    const { keyword = '', kind } = query.filters;
    const all = await api.getOrgDepartments({});
    setDepartments(all);
    const wanted = all.filter((d) => (!kind || d.kind === kind) && (!keyword || d.name.includes(keyword) || d.code.toLowerCase().includes(keyword.toLowerCase())));
    return { list: wanted.slice((query.p - 1) * query.page_size, query.p * query.page_size), total: wanted.length };
  };

  return (
    <>
      <AdminList<OrgDepartment>
        label={t('departmentsLabel')}
        columns={columns}
        rowKey={(d) => d.id}
        load={load}
        filters={[
          { key: 'keyword', label: t('departmentName'), kind: 'text' },
          { key: 'kind', label: t('kind'), kind: 'select', options: KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) })) },
        ]}
        toolbar={org.toolbar}
        rowActions={org.rowActions}
      />
      {org.dialog}
    </>
  );
}
