/** The service's releases with who published each and when; one compared with the draft, or restored into it. */
import { useEffect, useState } from 'react';
import type { DesignChange, DesignRelease } from '@contract/calls/designer';
import { api } from '@/services/api';
import Button from '@/ui/button';
import { showToast } from '@/ui/toast';
import { useConfirm } from '../../kit';
import { useDesignerTranslation } from './i18n';

interface Props {
  appId: number;
  /** The draft's version, for restoring over it; 0 when there is none. */
  draftVersion: number;
  /** Bumped when a release is published, so the list is read again. */
  reloadKey: number;
  onRestored(): void;
}

export function VersionsPanel({ appId, draftVersion, reloadKey, onRestored }: Props) {
  const { t } = useDesignerTranslation();
  const [releases, setReleases] = useState<DesignRelease[] | null>(null);
  const [compared, setCompared] = useState<{ release: number; changes: DesignChange[] } | null>(null);
  const [confirm, dialog] = useConfirm();

  useEffect(() => {
    let live = true;
    void api.adminGetVersions({ app_id: appId }).then((list) => live && setReleases(list));
    return () => {
      live = false;
    };
  }, [appId, reloadKey]);

  const compare = async (release: number) => setCompared({ release, changes: await api.adminCompareVersions({ app_id: appId, from: release, to: 0 }) });
  const restore = async (release: number) => {
    if (!(await confirm(t('versions.confirmRestore', { release })))) return;
    await api.adminRestoreVersion({ app_id: appId, release, ...(draftVersion ? { version: draftVersion } : {}) });
    showToast({ content: t('versions.restored'), kind: 'success' });
    onRestored();
  };

  if (releases === null) return <p className="ch-designer-empty">{t('loading')}</p>;
  if (releases.length === 0) return <p className="ch-designer-empty">{t('versions.none')}</p>;
  return (
    <div className="ch-designer-versions">
      <table className="ch-admin-table" data-testid="designer-versions">
        <caption>{t('versions.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('versions.release')}</th>
            <th scope="col">{t('versions.form')}</th>
            <th scope="col">{t('versions.process')}</th>
            <th scope="col">{t('versions.by')}</th>
            <th scope="col">{t('versions.at')}</th>
            <th scope="col">
              <span className="ch-admin-visually-hidden">{t('versions.compare')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {releases.map((r) => (
            <tr key={r.release} data-testid={`designer-release-${r.release}`}>
              <th scope="row">
                #{r.release}
                {r.current ? <span className="ch-designer-badge">{t('versions.current')}</span> : null}
              </th>
              <td>v{r.form_version}</td>
              <td>v{r.process_version}</td>
              <td>{r.published_by || t('versions.initial')}</td>
              <td>{r.published_at}</td>
              <td className="ch-admin-table__actions">
                <Button size="small" kind="text" onClick={() => void compare(r.release)} testId={`designer-compare-${r.release}`}>
                  {t('versions.compare')}
                </Button>
                <Button size="small" kind="text" onClick={() => void restore(r.release)} testId={`designer-restore-${r.release}`}>
                  {t('versions.restore')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {compared ? (
        <section className="ch-designer-changes" aria-labelledby="designer-changes" data-testid="designer-changes">
          <h2 id="designer-changes">{t('versions.changes', { release: compared.release })}</h2>
          {compared.changes.length === 0 ? (
            <p>{t('versions.noChanges')}</p>
          ) : (
            <ul>
              {compared.changes.map((c) => (
                <li key={`${c.part}-${c.id}`} className={`ch-designer-changes__${c.change}`}>
                  {t(`versions.${c.change}`)} · {c.part === 'field' ? t('versions.fieldPart') : t('versions.nodePart')} “{c.name}”{c.what.length ? `：${c.what.join(', ')}` : ''}
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
      {dialog}
    </div>
  );
}
