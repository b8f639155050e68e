/**
 * Roles and permits (admin:roles): who holds which permit, as a person or through a post, and how far its data reaches;
 * a new grant (person by the people search, or a post; a department as scope, or the whole campus) and a revoke after
 * confirmation. The holder's next page load shows the change (src/stores/permissions.ts reads the record again).
 */
import { useEffect, useState } from 'react';
import type { PermitGrant } from '@contract/calls/org';
import { GRANTABLE_PERMITS, type GrantablePermit } from '@contract/rules/admin-rights';
import { api } from '@/services/api';
import { useUiSettings } from '@/stores/ui-settings';
import Button from '@/ui/button';
import { showToast } from '@/ui/toast';
import UserText from '@/ui/user-text';
import { AdminForm, AdminList, type Column, type ListQuery } from '../../kit';
import { HolderPicker, type Holder } from './holder-picker';
import { useRolesTranslation } from './i18n';
import { PERMIT_NAMES } from './texts';
import './roles.scss';

interface Choices {
  posts: string[];
  departments: { id: number; name: string; parent_id: number | null }[];
}

interface GrantDraft extends Record<string, unknown> {
  permit: string;
  holder: Holder;
  department_id: string;
}

const EMPTY: GrantDraft = { permit: '', holder: { kind: 'user', id: '' }, department_id: '' };

export default function GrantsSection() {
  const { t } = useRolesTranslation();
  const lang = useUiSettings((s) => s.lang);
  const [choices, setChoices] = useState<Choices>({ posts: [], departments: [] });
  const [adding, setAdding] = useState(false);
  const [reloadKey, setReloadKey] = useState(0);

  useEffect(() => {
    api.getGrantChoices({}, { quiet: true }).then(setChoices, () => undefined);
  }, []);

  const permitName = (key: string) => PERMIT_NAMES[key as GrantablePermit]?.[lang] ?? key;
  const permitOptions = GRANTABLE_PERMITS.map((key) => ({ value: key, label: `${permitName(key)} (${key})` }));
  const departmentOptions = choices.departments.map((d) => ({ value: String(d.id), label: d.name }));

  const columns: Column<PermitGrant>[] = [
    {
      key: 'permit',
      title: t('permit'),
      render: (g) => (
        <span className="ch-roles-permit">
          {permitName(g.permit)} <code>{g.permit}</code>
          {g.web ? <span className="ch-roles-tag">{t('webPermit')}</span> : null}
        </span>
      ),
    },
    {
      key: 'holder',
      title: t('holder'),
      render: (g) =>
        g.holder_kind === 'user' ? (
          <span>
            <UserText text={g.holder_name} /> {g.holder_number}
          </span>
        ) : (
          <code>{g.holder}</code>
        ),
    },
    { key: 'holder_kind', title: t('holderKind'), render: (g) => t(`kinds.${g.holder_kind}`) },
    { key: 'scope', title: t('scope'), render: (g) => (g.department_name ? <UserText text={g.department_name} /> : t('wholeCampus')) },
    { key: 'granted_by_name', title: t('grantedBy'), desktopOnly: true, render: (g) => <UserText text={g.granted_by_name} /> },
    { key: 'granted_at', title: t('grantedAt'), desktopOnly: true },
  ];

  const load = (query: ListQuery) => {
    const { permit, holder, department_id: department } = query.filters;
    return api.getPermitGrants({
      p: query.p,
      page_size: query.page_size,
      ...(permit ? { permit: permit as GrantablePermit } : {}),
      ...(holder ? { holder } : {}),
      ...(department ? { department_id: Number(department) } : {}),
    });
  };

  const revoke = async (g: PermitGrant) => {
    try {
      await api.revokePermit({ id: g.id, version: g.version });
    } catch {
      // The request wrapper has said why (someone revoked it first, or it is the office's last admin:roles).
      setReloadKey((k) => k + 1);
      return;
    }
    showToast({ content: t('revoked'), kind: 'success' });
    setReloadKey((k) => k + 1);
  };

  if (adding) {
    return (
      <AdminForm<GrantDraft>
        title={t('formTitle')}
        initial={EMPTY}
        fields={[
          { key: 'permit', label: t('permit'), kind: 'select', required: true, options: permitOptions },
          {
            key: 'holder',
            label: t('holder'),
            kind: 'custom',
            required: true,
            render: (value, onChange) => <HolderPicker value={value as Holder} onChange={onChange} posts={choices.posts} label={t('holder')} />,
          },
          { key: 'department_id', label: t('scope'), kind: 'select', options: departmentOptions, help: t('scopeHelp') },
        ]}
        validate={(draft): Record<string, string> => (draft.holder.id ? {} : { holder: draft.holder.kind === 'user' ? t('choosePerson') : t('choosePost') })}
        onSubmit={async (draft) => {
          await api.grantPermit({
            permit: draft.permit as GrantablePermit,
            holder_kind: draft.holder.kind,
            holder: draft.holder.id,
            ...(draft.department_id ? { department_id: Number(draft.department_id) } : {}),
          });
          setAdding(false);
          setReloadKey((k) => k + 1);
        }}
        onCancel={() => setAdding(false)}
      />
    );
  }

  return (
    <AdminList<PermitGrant>
      label={t('listLabel')}
      columns={columns}
      rowKey={(g) => g.id}
      load={load}
      reloadKey={reloadKey}
      filters={[
        { key: 'permit', label: t('permit'), kind: 'select', options: permitOptions },
        { key: 'holder', label: t('holderFilter'), kind: 'text' },
        { key: 'department_id', label: t('scope'), kind: 'select', options: departmentOptions },
      ]}
      toolbar={
        <Button kind="primary" size="small" testId="roles-add" onClick={() => setAdding(true)}>
          {t('add')}
        </Button>
      }
      rowActions={(g) => [
        {
          label: t('revoke'),
          danger: true,
          confirm: t('revokeConfirm', { holder: g.holder_kind === 'user' ? g.holder_name : g.holder, permit: permitName(g.permit) }),
          onPress: () => revoke(g),
        },
      ]}
    />
  );
}
