/**
 * The back office's site settings (spec §3 Site config): one form in groups over the whole settings record, checked
 * with the save call's own schema, with a live preview of the global message. The record carries its version: a save
 * made while someone else saved keeps the draft and offers their version (the kit's conflict answer). After a save this
 * browser's cached site configuration is asked again, so the administrator's own pages show the change at once.
 */
import { useCallback, useEffect, useState } from 'react';
import { calls } from '@contract/calls';
import type { SiteSettingsRecord } from '@contract/calls/site-settings';
import { api } from '@/services/api';
import { useSiteConfig } from '@/stores/site-config';
import Loading from '@/ui/loading';
import { AdminForm, type FieldDef } from '../../kit';
import { checkTogether, draftOf, groupKey, payloadOf, settingsFields, type Group, type SettingsDraft } from './fields';
import { useSettingsTranslation } from './i18n';
import { MessagePreview } from './message-preview';
import './site-settings.scss';

export default function SiteSettingsSection() {
  const { t } = useSettingsTranslation();
  const [record, setRecord] = useState<SiteSettingsRecord | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    const fresh = await api.getSiteSettings({});
    setRecord(fresh);
    return fresh;
  }, []);
  useEffect(() => {
    load().catch(() => setFailed(true));
  }, [load]);

  if (failed && !record) return <p role="alert">{t('loadFailed')}</p>;
  if (!record) return <Loading label={t('loading')} />;

  const heading = (group: Group): FieldDef => ({
    key: groupKey(group),
    label: '',
    kind: 'custom',
    render: () => <h3 className="ch-settings-group">{t(`groups.${group}`)}</h3>,
  });

  return (
    <div className="ch-settings">
      {record.updated_by ? <p className="ch-settings__saved">{t('lastSaved', { by: record.updated_by, at: record.updated_at })}</p> : null}
      <AdminForm<SettingsDraft>
        // A save or a cancel starts again from the record as stored (with its new version).
        key={`${record.version}`}
        title={t('formTitle')}
        fields={settingsFields(t, heading)}
        initial={draftOf(record)}
        schema={calls.saveSiteSettings.payload}
        validate={(draft) => checkTogether(draft, t)}
        onSubmit={async (draft) => {
          await api.saveSiteSettings(payloadOf(draft));
          await Promise.all([load(), useSiteConfig.getState().refresh()]);
        }}
        onCancel={() => void load().catch(() => setFailed(true))}
        onReload={async () => draftOf(await api.getSiteSettings({}))}
        aside={(draft) => <MessagePreview draft={draft} />}
      />
    </div>
  );
}
