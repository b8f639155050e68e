/** Who holds which post where (admin:people), read-only: by post code, department or holder. */
import type { OrgPostHolder } from '@contract/calls/org';
import { api } from '@/services/api';
import UserText from '@/ui/user-text';
import { AdminList, type Column, type ListQuery } from '../../kit';
import { usePeopleTranslation } from './i18n';
import { useOrgActions } from './org-actions';
import { departmentOptions, useDepartments } from './use-departments';
import './people.scss';

export default function PostsSection() {
  const { t } = usePeopleTranslation();
  const departments = useDepartments();
  const org = useOrgActions<OrgPostHolder>();

  const columns: Column<OrgPostHolder>[] = [
    { key: 'post', title: t('post'), render: (h) => <code>{h.post}</code> },
    { key: 'name', title: t('holder'), render: (h) => <UserText text={h.name} /> },
    { key: 'number', title: t('number') },
    { key: 'departName', title: t('department'), render: (h) => <UserText text={h.departName} /> },
  ];

  const load = (query: ListQuery) => {
    const { post, department_id: department, keyword } = query.filters;
    return api.getOrgPosts({
      p: query.p,
      page_size: query.page_size,
      ...(post ? { post } : {}),
      ...(department ? { department_id: Number(department) } : {}),
      ...(keyword ? { keyword } : {}),
    });
  };

  return (
    <>
      <AdminList<OrgPostHolder>
        label={t('postsLabel')}
        columns={columns}
        rowKey={(h) => `${h.post}:${h.uid}`}
        load={load}
        filters={[
          { key: 'post', label: t('post'), kind: 'text' },
          { key: 'department_id', label: t('department'), kind: 'select', options: departmentOptions(departments) },
          { key: 'keyword', label: t('keyword'), kind: 'text' },
        ]}
        toolbar={org.toolbar}
        rowActions={org.rowActions}
      />
      {org.dialog}
    </>
  );
}
