/**
 * A kept version read in a dialog (its title and body), and two versions compared paragraph by paragraph: what the
 * later one added in green, what it removed in red, each also said in words for those who do not see the colours.
 */
import { Text, View } from '@tarojs/components';
import { api } from '@/services/api';
import { useLoaded, type Loaded } from '@/services/use-loaded';
import { roleProps } from '@/platform/a11y-role';
import { NoticeBody } from '@/ui/notice-body';
import Loading from '@/ui/loading';
import Popup from '@/ui/popup';
import UserText from '@/ui/user-text';
import { useDocumentsTranslation } from '../i18n';

function Waiting({ state }: { state: Exclude<Loaded<unknown>, { status: 'ready' }> }) {
  const { t } = useDocumentsTranslation();
  if (state.status === 'loading') return <Loading label={t('loading')} />;
  return (
    <Text className="ch-doc-note" {...roleProps('alert')}>
      {state.status === 'failed' && state.message ? state.message : t('failedTitle')}
    </Text>
  );
}

export function VersionDialog({ docId, version, onClose }: { docId: number; version: number | null; onClose(): void }) {
  const { t } = useDocumentsTranslation();
  const shown = useLoaded(version === null ? undefined : String(version), () => api.getDocumentVersion({ id: docId, version: version as number }, { key: 'getDocumentVersion', quiet: true }));
  const state = shown.state;
  return (
    <Popup visible={version !== null} title={t('viewVersionOf', { version: version ?? '' })} onClose={onClose} initialFocus="title" testId="version-dialog">
      {state.status !== 'ready' ? (
        <Waiting state={state} />
      ) : (
        <View className="ch-doc-version">
          <Text className="ch-doc-note">{t('versionName', { version: state.data.version, step: t(`step_${state.data.step}`) })}</Text>
          <UserText className="ch-doc-version__title" text={state.data.title} />
          <NoticeBody html={state.data.body} />
        </View>
      )}
    </Popup>
  );
}

function DiffLine({ op, text, testId }: { op: 'same' | 'added' | 'removed'; text: string; testId?: string }) {
  const { t } = useDocumentsTranslation();
  return (
    <View className={`ch-doc-diff__line ch-doc-diff__line--${op}`} data-testid={testId}>
      {op === 'same' ? null : <Text className="ch-doc-diff__op">{t(op)}</Text>}
      <UserText text={text} />
    </View>
  );
}

export function CompareDialog({ docId, pair, onClose }: { docId: number; pair: [number, number] | null; onClose(): void }) {
  const { t } = useDocumentsTranslation();
  const compared = useLoaded(pair === null ? undefined : pair.join('-'), () => api.compareDocumentVersions({ id: docId, from: (pair as [number, number])[0], to: (pair as [number, number])[1] }, { key: 'compareDocumentVersions', quiet: true }));
  const state = compared.state;
  const changed = state.status === 'ready' && state.data.changes.some((c) => c.op !== 'same');
  return (
    <Popup visible={pair !== null} title={t('compareTitle', { from: pair?.[0] ?? '', to: pair?.[1] ?? '' })} onClose={onClose} initialFocus="title" testId="compare-dialog">
      {state.status !== 'ready' ? (
        <Waiting state={state} />
      ) : (
        <View className="ch-doc-diff" data-testid="version-diff">
          {state.data.title_changed ? (
            <View className="ch-doc-diff__title" data-testid="diff-title">
              <Text className="ch-doc-note">{t('titleChanged')}</Text>
              <DiffLine op="removed" text={state.data.from.title} />
              <DiffLine op="added" text={state.data.to.title} />
            </View>
          ) : null}
          {changed ? null : <Text className="ch-doc-note">{t('noChanges')}</Text>}
          {state.data.changes.map((c, i) => (
            <DiffLine key={i} op={c.op} text={c.text} testId={`diff-${c.op}`} />
          ))}
        </View>
      )}
    </Popup>
  );
}
