/** A reader the document was circulated to gives their opinion (which also marks it read). */
import { useState } from 'react';
import { View } from '@tarojs/components';
import { api } from '@/services/api';
import Button from '@/ui/button';
import { documentsText, useDocumentsTranslation } from '../i18n';
import { LabelledText } from '../shared/labelled';
import { Section } from './section';
import type { RunAction } from './use-document-actions';

/** giveDocumentOpinion's limit. */
const OPINION_MAX = 500;

export function OpinionPanel({ docId, run, busy }: { docId: number; run: RunAction; busy: boolean }) {
  const { t } = useDocumentsTranslation();
  const [opinion, setOpinion] = useState('');
  const [missing, setMissing] = useState(false);
  const send = () => {
    const said = opinion.trim();
    setMissing(!said);
    if (!said) return;
    void run(api.giveDocumentOpinion({ id: docId, opinion: said }, { quiet: true }), () => documentsText('done_opinion')).then((done) => done && setOpinion(''));
  };
  return (
    <Section title={t('myOpinion')} testId="opinion-panel">
      <LabelledText label={t('myOpinion')} value={opinion} onChange={setOpinion} multiline maxLength={OPINION_MAX} placeholder={t('myOpinionHint')} required problem={missing ? t('opinionRequired') : null} testId="opinion-text" />
      <View className="ch-doc-actions">
        <Button kind="primary" size="small" loading={busy} disabled={busy} onClick={send} testId="opinion-send">
          {t('sendOpinion')}
        </Button>
      </View>
    </Section>
  );
}
