/**
 * The fill-in mission page (issue 28; the route map's "fill-in mission", /fillForm/mission?id=[&period=]): the mission
 * and this period (title, office, period, window, status, late note), the form to fill in, the result once it went
 * in, the reader's fill-ins in the period (changed while the window is open, another added when the mission takes
 * several) and their history. The form shows while the reader may submit; after a submission the mission is read again
 * in place, so its status and the reader's fill-ins follow.
 */
import { useCallback, useState } from 'react';
import Taro from '@tarojs/taro';
import { View } from '@tarojs/components';
import type { FillMission, FillSubmission } from '@contract/calls/fillins';
import { usePullDownRefresh } from '@/platform/page-events';
import { api } from '@/services/api';
import { idParam } from '@/services/use-loaded';
import UserText from '@/ui/user-text';
import { useFillinTranslation } from '../i18n';
import { parseValues } from '../rules/words';
import { FillHead } from '../shared/page-head';
import { PageState } from '../shared/page-state';
import { StatusTag } from '../shared/status-tag';
import { FillForm } from './fill-form';
import { FillHistory } from './fill-history';
import { FillResult } from './fill-result';
import { MissionFacts } from './mission-facts';
import { MySubmissions } from './my-submissions';
import { SubmissionView } from './submission-view';
import type { FillOutcome } from './use-fill-submit';
import { useMission } from './use-mission';
import '../fillin.scss';

interface Props {
  params: Record<string, string | undefined>;
  onMobile: boolean;
}

export const LIST_ROUTE = '/matter/fill';

export function MissionPage({ params, onMobile }: Props) {
  const { t } = useFillinTranslation();
  const id = idParam(params.id);
  const mission = useMission(id, idParam(params.period) ?? undefined);
  const { state } = mission;
  /** Reads the mission again in place: what the reader is filling in stays. */
  const reload = (): Promise<void> =>
    state.status === 'ready'
      ? api.getFillMission({ id: state.data.id, period_num: state.data.period.num }, { quiet: true }).then((m) => mission.update(() => m), mission.retry)
      : Promise.resolve(mission.retry());
  usePullDownRefresh(() => void reload().finally(() => void Taro.stopPullDownRefresh()));
  if (state.status !== 'ready') {
    return (
      <View className={`ch-fill ch-fill--${onMobile ? 'mobile' : 'desktop'}`}>
        <FillHead title={t('missionTitle')} back={{ label: t('backToList'), route: LIST_ROUTE }} />
        <PageState state={state} retry={mission.retry} missing={{ title: t('notFoundTitle'), hint: t('notFoundHint'), action: t('listTitle'), route: LIST_ROUTE }} />
      </View>
    );
  }
  return <Mission key={`${state.data.id}-${state.data.period.num}`} mission={state.data} reload={reload} onMobile={onMobile} />;
}

type Panel = { kind: 'new' } | { kind: 'none' } | { kind: 'edit' | 'view'; submission: FillSubmission; n: number };

function Mission({ mission, reload, onMobile }: { mission: FillMission; reload(): Promise<void>; onMobile: boolean }) {
  const { t } = useFillinTranslation();
  const mayAdd = mission.refusal === '';
  const [panel, setPanel] = useState<Panel>(mayAdd ? { kind: 'new' } : { kind: 'none' });
  const [outcome, setOutcome] = useState<FillOutcome | null>(null);
  const [opening, setOpening] = useState<number | null>(null);
  const [version, setVersion] = useState(0);

  const done = useCallback(
    (result: FillOutcome) => {
      setOutcome(result);
      setPanel({ kind: 'none' });
      setVersion((v) => v + 1);
      void reload();
    },
    [reload],
  );
  const open = (submissionId: number, n: number) => {
    setOpening(submissionId);
    api.getFillSubmission({ submission_id: submissionId }).then(
      (submission) => {
        setOpening(null);
        setOutcome(null);
        setPanel({ kind: submission.editable ? 'edit' : 'view', submission, n });
      },
      () => setOpening(null),
    );
  };
  const closePanel = () => setPanel({ kind: 'none' });
  const another = () => {
    setOutcome(null);
    setPanel({ kind: 'new' });
  };

  const main = (
    <View className="ch-fill-mission__main">
      {outcome ? <FillResult outcome={outcome} /> : null}
      {panel.kind === 'new' ? <FillForm mission={mission} onDone={done} onMobile={onMobile} /> : null}
      {panel.kind === 'edit' ? (
        <FillForm key={panel.submission.id} mission={mission} editing={{ id: panel.submission.id, n: panel.n, values: parseValues(panel.submission.values) ?? {} }} onDone={done} onCancel={closePanel} onMobile={onMobile} />
      ) : null}
      {panel.kind === 'view' ? <SubmissionView key={panel.submission.id} submission={panel.submission} title={t('mineItem', { n: panel.n })} onClose={closePanel} onMobile={onMobile} /> : null}
      <MySubmissions mission={mission} opening={opening} onOpen={open} onAnother={mayAdd && mission.is_multi === 1 && panel.kind === 'none' ? another : undefined} />
    </View>
  );
  const history = <FillHistory missionId={mission.id} period={mission.period.num} onMobile={onMobile} version={version} />;
  return (
    <View className={`ch-fill ch-fill--${onMobile ? 'mobile' : 'desktop'}`}>
      <FillHead title={<UserText text={mission.name} testId="mission-name" />} back={{ label: t('backToList'), route: LIST_ROUTE }} beside={<StatusTag status={mission.status} testId="mission-status" />} />
      {onMobile ? (
        <>
          <MissionFacts mission={mission} />
          {main}
          {history}
        </>
      ) : (
        <View className="ch-fill-mission">
          {main}
          <View className="ch-fill-mission__side">
            <MissionFacts mission={mission} />
            {history}
          </View>
        </View>
      )}
    </View>
  );
}
