/**
 * 开放接口应用: the third-party systems that learn who a user is through one-time codes. Registering and rotating
 * answer the secret once: it shows in a dialog to copy, and only its hash is kept, so closing it loses it for good.
 */
import { useState } from 'react';
import type { OpenClient, OpenClientSecret } from '@contract/calls/open';
import { OPEN_CLIENT_ID_PATTERN } from '@contract/calls/open';
import { api } from '@/services/api';
import Button from '@/ui/button';
import { AdminForm, AdminList, type Draft, SecretDialog } from '../../kit';
import { useCatalogTranslation } from './i18n';
import './catalog.scss';

export default function OpenClientsSection() {
  const { t } = useCatalogTranslation();
  const [registering, setRegistering] = useState(false);
  const [secret, setSecret] = useState<OpenClientSecret | null>(null);
  const [reloadKey, setReloadKey] = useState(0);
  const reload = () => setReloadKey((k) => k + 1);

  const dialog = (
    <SecretDialog
      shown={secret && { title: t('clients.secretTitle'), lines: [t('clients.secretOnce'), t('clients.secretFor', { name: secret.name, appid: secret.appid })], secret: secret.secret }}
      testId="catalog-secret"
      copy={t('clients.copy')}
      copied={t('clients.copied')}
      close={t('clients.close')}
      onClose={() => setSecret(null)}
    />
  );
  if (registering) {
    return (
      <>
        <AdminForm<Draft>
          title={t('clients.registerTitle')}
          fields={[
            { key: 'appid', label: t('clients.appid'), kind: 'text', required: true, maxLength: 64, help: t('clients.appidHelp') },
            { key: 'name', label: t('common.name'), kind: 'text', required: true, maxLength: 100 },
          ]}
          initial={{}}
          validate={(d): Record<string, string> => (new RegExp(OPEN_CLIENT_ID_PATTERN).test(String(d.appid ?? '')) ? {} : { appid: t('clients.appidHelp') })}
          onSubmit={async (d) => {
            const made = await api.registerOpenClient({ appid: String(d.appid).trim(), name: String(d.name).trim() });
            setRegistering(false);
            setSecret(made);
            reload();
          }}
          onCancel={() => setRegistering(false)}
        />
        {dialog}
      </>
    );
  }
  return (
    <>
      <AdminList<OpenClient>
        label={t('clients.list')}
        columns={[
          { key: 'name', title: t('common.name') },
          { key: 'appid', title: t('clients.appid') },
          { key: 'services', title: t('clients.services'), desktopOnly: true },
          { key: 'created_at', title: t('clients.created'), desktopOnly: true },
          { key: 'disabled', title: t('clients.status'), render: (r) => (r.disabled ? t('clients.disabled') : t('clients.enabled')) },
        ]}
        rowKey={(r) => r.appid}
        reloadKey={reloadKey}
        pageSize={100}
        load={async () => {
          const list = await api.getOpenClients();
          return { list, total: list.length };
        }}
        rowActions={(row) => [
          {
            label: t('clients.rotate'),
            danger: true,
            confirm: t('clients.confirmRotate', { name: row.name }),
            onPress: async () => setSecret(await api.rotateOpenSecret({ appid: row.appid })),
          },
          row.disabled
            ? { label: t('clients.enable'), onPress: async () => void (await api.setOpenClientDisabled({ appid: row.appid, disabled: 0 }), reload()) }
            : {
                label: t('clients.disable'),
                danger: true,
                confirm: t('clients.confirmDisable', { name: row.name }),
                onPress: async () => void (await api.setOpenClientDisabled({ appid: row.appid, disabled: 1 }), reload()),
              },
        ]}
        toolbar={
          <Button kind="primary" size="small" testId="catalog-client-register" onClick={() => setRegistering(true)}>
            {t('clients.register')}
          </Button>
        }
      />
      {dialog}
    </>
  );
}
