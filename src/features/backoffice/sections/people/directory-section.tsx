/**
 * 目录连接 (admin:people): where the organisation comes from. Each SCIM client (an identity platform pushing) and LDAP
 * connector (a directory pulled every few minutes) with its last sync, the changes it applied and its errors. A SCIM
 * client's token shows once, when made or replaced; an LDAP bind password is typed in and never shown.
 */
import { useState } from 'react';
import type { DirectoryConnector } from '@contract/calls/directory';
import { LDAP_DEFAULT_MAPPING } from '@contract/calls/directory';
import { api } from '@/services/api';
import Button from '@/ui/button';
import { showToast } from '@/ui/toast';
import UserText from '@/ui/user-text';
import { AdminForm, AdminList, type Draft, type FieldDef, SecretDialog, type ShownSecret } from '../../kit';
import { usePeopleTranslation } from './i18n';

const mappingText = (mapping: Record<string, string>) => Object.entries(mapping).map(([field, attribute]) => `${field}=${attribute}`).join(', ');
const optional = (value: unknown) => (String(value ?? '').trim() ? String(value).trim() : undefined);

export default function DirectorySection() {
  const { t } = usePeopleTranslation();
  const [editing, setEditing] = useState<'scim' | Draft | null>(null);
  const [secret, setSecret] = useState<ShownSecret | null>(null);
  const [reloadKey, setReloadKey] = useState(0);
  const reload = () => setReloadKey((k) => k + 1);
  const tokenShown = (name: string, token: string) => setSecret({ title: t('directory.tokenTitle'), lines: [t('directory.tokenOnce'), t('directory.tokenFor', { name })], secret: token });

  const dialog = <SecretDialog shown={secret} testId="directory-token" copy={t('directory.copy')} copied={t('directory.copied')} close={t('directory.close')} onClose={() => setSecret(null)} />;
  const fallback: FieldDef = { key: 'fallback_uid', label: t('directory.fallback'), kind: 'text', maxLength: 64, help: t('directory.fallbackHelp') };

  if (editing === 'scim') {
    return (
      <AdminForm<Draft>
        title={t('directory.scimTitle')}
        fields={[{ key: 'name', label: t('directory.name'), kind: 'text', required: true, maxLength: 60 }, fallback]}
        initial={{}}
        onSubmit={async (d) => {
          const name = String(d.name).trim();
          const made = await api.addScimClient({ name, ...(optional(d.fallback_uid) ? { fallback_uid: optional(d.fallback_uid) } : {}) });
          setEditing(null);
          tokenShown(name, made.token);
          reload();
        }}
        onCancel={() => setEditing(null)}
      />
    );
  }
  if (editing) {
    return (
      <AdminForm<Draft>
        title={t('directory.ldapTitle')}
        fields={[
          { key: 'name', label: t('directory.name'), kind: 'text', required: true, maxLength: 60 },
          { key: 'url', label: t('directory.url'), kind: 'text', required: true, maxLength: 200, help: t('directory.urlHelp') },
          { key: 'bind_dn', label: t('directory.bindDn'), kind: 'text', maxLength: 200 },
          { key: 'password', label: t('directory.password'), kind: 'password', maxLength: 200, help: t('directory.passwordHelp') },
          { key: 'base_dns', label: t('directory.baseDns'), kind: 'textarea', required: true, maxLength: 2000 },
          { key: 'filter', label: t('directory.filter'), kind: 'text', maxLength: 1000, help: t('directory.filterHelp') },
          { key: 'mapping', label: t('directory.mapping'), kind: 'text', maxLength: 1000, help: t('directory.mappingHelp', { defaults: mappingText(LDAP_DEFAULT_MAPPING) }) },
          { key: 'every_minutes', label: t('directory.every'), kind: 'number', min: 1, max: 60 },
          fallback,
          { key: 'enabled', label: t('directory.enabled'), kind: 'switch' },
        ]}
        initial={editing}
        onSubmit={async (d) => {
          await api.saveLdapConnector({
            ...(d.id ? { id: Number(d.id), version: Number(d.version) } : {}),
            name: String(d.name).trim(),
            url: String(d.url).trim(),
            bind_dn: String(d.bind_dn ?? '').trim(),
            base_dns: String(d.base_dns),
            ...Object.fromEntries((['password', 'filter', 'mapping', 'fallback_uid'] as const).flatMap((k) => (optional(d[k]) ? [[k, optional(d[k])]] : []))),
            every_minutes: Number(d.every_minutes ?? 3),
            enabled: d.enabled ? 1 : 0,
          });
          setEditing(null);
          reload();
        }}
        onCancel={() => setEditing(null)}
      />
    );
  }

  const ldapDraft = (c: DirectoryConnector): Draft => ({
    id: c.id, version: c.version, name: c.name, url: c.ldap?.url, bind_dn: c.ldap?.bind_dn, base_dns: c.ldap?.base_dns.join('\n'), filter: c.ldap?.filter,
    mapping: mappingText(c.ldap?.mapping ?? {}), every_minutes: c.ldap?.every_minutes, fallback_uid: c.fallback_uid, enabled: c.enabled === 1,
  });
  return (
    <>
      <AdminList<DirectoryConnector>
        label={t('directory.label')}
        columns={[
          { key: 'name', title: t('directory.name'), render: (c) => <UserText text={c.name} /> },
          { key: 'kind', title: t('directory.kind'), render: (c) => t(`directory.kinds.${c.kind}`) },
          { key: 'last_run_at', title: t('directory.lastRun'), render: (c) => c.last_run_at || t('directory.never') },
          { key: 'changes', title: t('directory.changes'), render: (c) => String(c.changes) },
          { key: 'errors', title: t('directory.errors'), render: (c) => String(c.errors) },
          { key: 'last_error', title: t('directory.lastError'), desktopOnly: true, render: (c) => <UserText text={c.last_error} /> },
          { key: 'enabled', title: t('directory.status'), render: (c) => (c.enabled ? t('directory.enabled') : t('directory.disabled')) },
        ]}
        rowKey={(c) => c.id}
        reloadKey={reloadKey}
        pageSize={100}
        load={async () => {
          const list = await api.getDirectoryConnectors();
          return { list, total: list.length };
        }}
        rowActions={(c) =>
          c.kind === 'scim'
            ? [{ label: t('directory.rotate'), danger: true, confirm: t('directory.confirmRotate', { name: c.name }), onPress: async () => tokenShown(c.name, (await api.rotateScimToken({ id: c.id, version: c.version })).token) }]
            : [
                { label: t('directory.edit'), onPress: () => setEditing(ldapDraft(c)) },
                { label: t('directory.runNow'), onPress: async () => void (await api.runDirectoryNow({ id: c.id }), showToast({ content: t('directory.started'), kind: 'success' })) },
              ]
        }
        toolbar={
          <>
            <Button kind="primary" size="small" testId="directory-add-scim" onClick={() => setEditing('scim')}>
              {t('directory.addScim')}
            </Button>
            <Button size="small" testId="directory-add-ldap" onClick={() => setEditing({ every_minutes: 3, enabled: true })}>
              {t('directory.addLdap')}
            </Button>
          </>
        }
      />
      {dialog}
    </>
  );
}
