/**
 * One document (公文中心 with ?id=, the only document detail route): its head, what the reader may do with it (the
 * review panel when they hold its review task, the opinion box when it was circulated to them), the body and
 * attachments, the recipients and readers, the versions, the seal once issued, and the trail. Opened by a reader who
 * has not read it yet, it is marked read once and read again.
 */
import { View } from '@tarojs/components';
import { idParam } from '@/services/use-loaded';
import Pressable from '@/ui/pressable';
import { goBack } from '@/platform/navigation';
import { useDocumentsTranslation } from '../i18n';
import { NoPermit, useLacksPermit } from '../shared/no-permit';
import { PageState } from '../shared/page-state';
import { CENTER_ROUTE } from '../shared/routes';
import { ActionsBar } from './actions-bar';
import { DetailHead } from './detail-head';
import { DocumentBody } from './document-body';
import { OpinionPanel } from './opinion-panel';
import { ReadersTable } from './readers-table';
import { RecipientsTable } from './recipients-table';
import { ReviewPanel } from './review-panel';
import { SealPanel } from './seal-panel';
import { TrailTimeline } from './trail-timeline';
import { useDocument } from './use-document';
import { useDocumentActions } from './use-document-actions';
import { VersionsPanel } from './versions-panel';
import '../documents.scss';
import './detail.scss';

export function DocumentView({ params, onMobile }: { params: Record<string, string | undefined>; onMobile: boolean }) {
  const { t } = useDocumentsTranslation();
  const lacksPermit = useLacksPermit();
  const { state, retry, refresh } = useDocument(idParam(params.id));
  const actions = useDocumentActions(refresh);
  const page = `ch-doc ch-doc--${onMobile ? 'mobile' : 'desktop'}`;
  if (lacksPermit) {
    return (
      <View className={page}>
        <NoPermit />
      </View>
    );
  }
  const back = (
    <Pressable role="link" className="ch-doc-back" onPress={() => goBack(CENTER_ROUTE)} testId="document-back">
      {`‹ ${t('backToCenter')}`}
    </Pressable>
  );
  if (state.status !== 'ready') {
    return (
      <View className={page}>
        {back}
        <PageState state={state} retry={retry} />
      </View>
    );
  }
  const doc = state.data;
  return (
    <View className={page} data-testid="document-detail" data-status={doc.status}>
      {back}
      <View className="ch-doc-detail">
        <View className="ch-doc-detail__main">
          <DetailHead doc={doc} />
          <ActionsBar doc={doc} actions={actions} />
          {doc.can.review && doc.task_id ? <ReviewPanel key={doc.task_id} doc={doc} run={actions.run} busy={actions.busy} /> : null}
          {doc.can.opinion ? <OpinionPanel docId={doc.id} run={actions.run} busy={actions.busy} /> : null}
          <DocumentBody body={doc.body} attachments={doc.attachments} />
          <RecipientsTable recipients={doc.recipients} />
          <ReadersTable readers={doc.readers} />
        </View>
        <View className="ch-doc-detail__side">
          <SealPanel doc={doc} />
          <VersionsPanel doc={doc} />
          <TrailTimeline trail={doc.trail} />
        </View>
      </View>
    </View>
  );
}
