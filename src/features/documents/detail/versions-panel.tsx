/**
 * The body's kept versions (drafted at each submission, or changed by a reviewer at their step): each with its step,
 * who and when, to view; and any two of them compared.
 */
import { useState } from 'react';
import { Text, View } from '@tarojs/components';
import type { DocumentDetail } from '@contract/calls/documents';
import { roleProps } from '@/platform/a11y-role';
import Button from '@/ui/button';
import UserText from '@/ui/user-text';
import { useDocumentsTranslation } from '../i18n';
import { LabelledSelect } from '../shared/labelled';
import { toMinute } from '../shared/time';
import { Section } from './section';
import { CompareDialog, VersionDialog } from './version-dialogs';

export function VersionsPanel({ doc }: { doc: DocumentDetail }) {
  const { t } = useDocumentsTranslation();
  const versions = doc.versions;
  const [viewing, setViewing] = useState<number | null>(null);
  const [from, setFrom] = useState(String(versions[0]?.version ?? ''));
  const [to, setTo] = useState(String(versions.at(-1)?.version ?? ''));
  const [comparing, setComparing] = useState<[number, number] | null>(null);
  if (versions.length === 0) return null;
  const choices = versions.map((v) => ({ value: String(v.version), label: t('versionName', { version: v.version, step: t(`step_${v.step}`) }) }));
  return (
    <Section title={t('versionsTitle')} testId="document-versions">
      <View className="ch-doc-versions" {...roleProps('list')} aria-label={t('versionsTitle')}>
        {versions.map((v) => (
          <View key={v.version} className="ch-doc-versions__item" {...roleProps('listitem')} data-testid="document-version">
            <View className="ch-doc-versions__text">
              <Text className="ch-doc-versions__name">{t('versionName', { version: v.version, step: t(`step_${v.step}`) })}</Text>
              <Text className="ch-doc-note">
                <UserText text={v.by_name} /> {toMinute(v.at)}
              </Text>
            </View>
            <Button size="small" kind="text" onClick={() => setViewing(v.version)} ariaLabel={t('viewVersionOf', { version: v.version })} testId="version-view">
              {t('viewVersion')}
            </Button>
          </View>
        ))}
      </View>
      {versions.length > 1 ? (
        <View className="ch-doc-compare">
          <LabelledSelect label={t('compareFrom')} placeholder={t('compareFrom')} choices={choices} value={from} onChange={setFrom} testId="compare-from" />
          <LabelledSelect label={t('compareTo')} placeholder={t('compareTo')} choices={choices} value={to} onChange={setTo} testId="compare-to" />
          <Button size="small" disabled={!from || !to || from === to} onClick={() => setComparing([Number(from), Number(to)])} testId="version-compare">
            {t('compare')}
          </Button>
        </View>
      ) : null}
      <VersionDialog docId={doc.id} version={viewing} onClose={() => setViewing(null)} />
      <CompareDialog docId={doc.id} pair={comparing} onClose={() => setComparing(null)} />
    </Section>
  );
}
