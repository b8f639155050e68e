/**
 * The examine page's body (/matter/examine, /matter/rejectStep and their m_ twins, spec §2): one application as this
 * reader meets it (rules/examine.ts examineView): an approver's task to decide, the applicant's returned application
 * to correct, a copy to read, or an application to follow. Each shows the application's head, its history and its
 * process with the step it stands at; on desktops the history and process sit beside the form.
 */
import { useEffect, useRef, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { focusQuietly, mainHeading } from '@/platform/focus-target';
import { LoadState } from '../shared/load-state';
import { currentNodes, examineView, instanceOutline, type ViewQuery } from '../rules/examine';
import { ProcessDiagram } from '../detail/process-diagram';
import { ApplicantPanel } from './applicant-panel';
import { CopyNotice } from './copy-notice';
import { DoneState } from './done-state';
import { ExaminePanel } from './examine-panel';
import { HistoryTimeline } from './history-timeline';
import { useExamineTranslation } from './i18n';
import { MatterHead } from './matter-head';
import { MatterTools } from './matter-tools';
import { PrintSheet } from './print-sheet';
import { ResubmitPanel } from './resubmit-panel';
import { ReturnedBanner } from './returned-banner';
import { Section } from './section';
import { viewTitleKey } from './route-query';
import { useExamineData } from './use-examine-data';
import type { Finished } from './use-task-actions';
import '../matters.scss';
import '../lists/lists.scss';
import '../start/start.scss';
import './examine.scss';

interface Props extends ViewQuery {
  instId: string | null;
  onMobile: boolean;
  /** The view's title key once the application is in (a resubmit link may not say it is one). */
  onTitle?(key: string): void;
}

export function ExaminePage({ instId, onMobile, onTitle, ...query }: Props) {
  const { t } = useExamineTranslation();
  const { matter, retry, refresh, outline, route } = useExamineData(instId);
  const [finished, setFinished] = useState<Finished | null>(null);
  const titleKey = matter.status === 'ready' ? viewTitleKey(examineView(matter.data, query)) : null;
  useEffect(() => {
    if (titleKey) onTitle?.(titleKey);
  }, [titleKey, onTitle]);
  const variant = `ch-matter ch-matter--${onMobile ? 'mobile' : 'desktop'} ch-exam`;
  // Back from the result to the application: the result's button is gone, so the application's heading takes the
  // focus (H5) instead of <body>.
  const page = useRef<unknown>(null);
  const backFromResult = useRef(false);
  useEffect(() => {
    if (finished || !backFromResult.current || !(page.current instanceof Element)) return;
    backFromResult.current = false;
    const heading = mainHeading(page.current);
    if (heading) focusQuietly(heading);
  });

  if (matter.status !== 'ready') {
    return (
      <View className={variant}>
        <LoadState state={matter} retry={retry} missingTitle={t('matterMissingTitle')} missingHint={t('matterMissingHint')} />
      </View>
    );
  }
  if (finished) {
    const view = () => {
      backFromResult.current = true;
      setFinished(null);
      void refresh();
    };
    return (
      <View className={variant}>
        <DoneState finished={finished} onMobile={onMobile} onView={view} />
      </View>
    );
  }

  const detail = matter.data;
  const view = examineView(detail, query);
  const current = currentNodes(view, detail, route?.nodes[0]?.node_id ?? null);
  // The service's outline for its applicant, else the application's own path (use-examine-data.ts).
  const diagram = outline === undefined ? undefined : outline && outline.nodes.length > 0 ? outline : instanceOutline(detail, route?.nodes ?? []);
  const changed = () => void refresh();
  let main;
  switch (view.kind) {
    case 'examine':
      main = (
        <>
          {view.returned ? <ReturnedBanner steps={detail.steps} toStep /> : null}
          <ExaminePanel key={view.task.task_id} detail={detail} task={view.task} onMobile={onMobile} onFinished={setFinished} onChanged={changed} />
        </>
      );
      break;
    case 'resubmit':
      main = <ResubmitPanel key={view.task.task_id} detail={detail} task={view.task} onMobile={onMobile} onFinished={setFinished} onChanged={changed} />;
      break;
    default:
      main = (
        <ApplicantPanel
          detail={detail}
          route={route}
          current={current}
          onMobile={onMobile}
          onChanged={changed}
          notice={view.kind === 'read' ? <CopyNotice task={view.task} /> : null}
        />
      );
  }
  const taskId = view.kind === 'overview' ? undefined : (view.task?.task_id ?? undefined);
  return (
    <View ref={page} className={`${variant} ch-exam--${view.kind}`}>
      <MatterHead detail={detail} tools={<MatterTools instId={detail.inst_id} />} />
      <View className="ch-exam__body">
        <View className="ch-exam__main">{main}</View>
        <View className="ch-exam__side">
          <Section title={t('historyTitle')} className="ch-exam-history">
            <HistoryTimeline steps={detail.steps} />
          </Section>
          <Section title={t('processTitle')} className="ch-exam-process">
            {diagram === undefined ? <Text className="ch-matter-muted">{t('loading')}</Text> : <ProcessDiagram outline={diagram} narrow current={current} />}
          </Section>
        </View>
      </View>
      <PrintSheet detail={detail} outline={diagram ?? null} current={current} taskId={taskId} />
    </View>
  );
}
