/**
 * The reviewer's step (核稿, 会签 or 签发, as `task_node` names it): an opinion, then approve or return it to the
 * drafter, who must be told why. With 修改正文 the reviewer corrects the title and body (the form renderer's own
 * title box and rich-text editor, with its checks), sent with the approval and kept as a version. The leader who
 * signs it off approves with 签发, which issues it.
 */
import { useMemo, useState } from 'react';
import { View } from '@tarojs/components';
import type { DocumentDetail } from '@contract/calls/documents';
import type { FormSchema } from '@contract/forms';
import { FormRenderer, useFormState } from '@/features/forms';
import { api } from '@/services/api';
import { useSession } from '@/stores/session';
import Button from '@/ui/button';
import CheckBox from '@/ui/check-box';
import { documentsText, useDocumentsTranslation } from '../i18n';
import { LabelledText } from '../shared/labelled';
import { Section } from './section';
import type { RunAction } from './use-document-actions';

/** reviewDispatch's limits. */
const OPINION_MAX = 500;
const TITLE_MAX = 200;
const TITLE = 'form1_1';
const BODY = 'form1_2';

function correctionSchema(title: string, body: string): FormSchema {
  return {
    form_no: 1,
    fields: [
      { id: TITLE, type: 'Input', label: title, required: true, max_length: TITLE_MAX },
      { id: BODY, type: 'RichText', label: body },
    ],
  };
}

export function ReviewPanel({ doc, run, busy }: { doc: DocumentDetail; run: RunAction; busy: boolean }) {
  const { t } = useDocumentsTranslation();
  const uid = useSession((s) => s.user?.uid ?? '');
  const [opinion, setOpinion] = useState('');
  const [needsOpinion, setNeedsOpinion] = useState(false);
  const [correcting, setCorrecting] = useState(false);
  const schema = useMemo(() => correctionSchema(t('titleLabel'), t('body')), [t]);
  const correction = useFormState(schema, { [TITLE]: doc.title, ...(doc.body ? { [BODY]: doc.body } : {}) });
  const signsOff = doc.signer !== null && doc.signer.uid === uid;

  const decide = (decision: 'approve' | 'return') => {
    const said = opinion.trim();
    setNeedsOpinion(decision === 'return' && !said);
    if (decision === 'return' && !said) return;
    const corrects = decision === 'approve' && correcting;
    if (corrects && !correction.validateAll()) return;
    const body = correction.values[BODY];
    const corrected = corrects ? { title: String(correction.values[TITLE]).trim(), body: typeof body === 'string' ? body : '' } : {};
    // The leader's approval issues it: the toast says so, not just that it was approved.
    const done = decision === 'return' ? 'done_return' : signsOff ? 'done_signOff' : 'done_approve';
    void run(api.reviewDispatch({ id: doc.id, decision, opinion: said, ...corrected }, { quiet: true }), () => documentsText(done));
  };

  return (
    <Section title={t('reviewTitle', { node: doc.task_node })} testId="review-panel">
      <LabelledText
        label={t('reviewOpinion')}
        value={opinion}
        onChange={setOpinion}
        multiline
        maxLength={OPINION_MAX}
        placeholder={t('reviewOpinionHint')}
        problem={needsOpinion ? t('returnNeedsOpinion') : null}
        testId="review-opinion"
      />
      <CheckBox label={t('correctBody')} detail={t('correctHint')} checked={correcting} onChange={setCorrecting} testId="review-correct" />
      {correcting ? (
        <View className="ch-doc-correct" data-testid="review-correction">
          <FormRenderer {...correction.bind} />
        </View>
      ) : null}
      <View className="ch-doc-actions">
        <Button size="small" disabled={busy} onClick={() => decide('return')} testId="review-return">
          {t('giveBack')}
        </Button>
        <Button kind="primary" size="small" loading={busy} disabled={busy} onClick={() => decide('approve')} testId="review-approve">
          {signsOff ? t('signOff') : t('approve')}
        </Button>
      </View>
    </Section>
  );
}
