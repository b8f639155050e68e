/**
 * An office's numbering rule and letterhead (发文机关标志) edited: the next number previewed as the rule is typed
 * (contract/rules/documents.ts: formatDocumentNumber, the rule the server issues numbers by), and what is wrong with
 * the rule said in words (numberPatternProblem) before anything is sent.
 */
import { useState } from 'react';
import { Text, View } from '@tarojs/components';
import type { NumberRule } from '@contract/calls/documents';
import { formatDocumentNumber, NUMBER_PATTERN_MAX, numberPatternProblem } from '@contract/rules/documents';
import { api } from '@/services/api';
import Popup from '@/ui/popup';
import { showToast } from '@/ui/toast';
import { documentsText, useDocumentsTranslation } from '../i18n';
import { DialogActions } from '../shared/dialog-actions';
import { sayRefusal } from '../shared/refusal';
import { LabelledText } from '../shared/labelled';

/** saveNumberRule's limits for the short name and the letterhead. */
const ORG_MAX = 30;
const MARK_MAX = 40;

/** The problem's words: its key (`unknown:x` names the placeholder it does not know). */
function problemText(problem: string, t: (key: string, values?: Record<string, unknown>) => string): string {
  const [key, ...part] = problem.split(':');
  return t(`problem_${key}`, { part: `{${part.join(':')}}` });
}

interface FormProps {
  rule: NumberRule;
  onSaved(rule: NumberRule): void;
  onClose(): void;
}

function RuleForm({ rule, onSaved, onClose }: FormProps) {
  const { t } = useDocumentsTranslation();
  const [pattern, setPattern] = useState(rule.pattern);
  const [org, setOrg] = useState(rule.org);
  const [mark, setMark] = useState(rule.mark);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const problem = numberPatternProblem(pattern);
  const orgMissing = !org.trim();
  const markMissing = !mark.trim();
  const save = () => {
    setTried(true);
    if (problem || orgMissing || markMissing || busy) return;
    setBusy(true);
    api
      .saveNumberRule({ office_id: rule.office_id, pattern: pattern.trim(), org: org.trim(), mark: mark.trim() }, { quiet: true })
      .then(
        (saved) => {
          showToast({ content: documentsText('ruleSaved'), kind: 'success' });
          onSaved(saved);
        },
        sayRefusal,
      )
      .finally(() => setBusy(false));
  };
  return (
    <View className="ch-doc-dialog" data-testid="rule-dialog">
      <LabelledText label={t('rulePattern')} value={pattern} onChange={setPattern} maxLength={NUMBER_PATTERN_MAX} required problem={problem ? problemText(problem, t) : null} testId="rule-pattern" />
      <Text className="ch-doc-note">{t('patternHelp')}</Text>
      <LabelledText label={t('ruleOrg')} value={org} onChange={setOrg} maxLength={ORG_MAX} required problem={tried && orgMissing ? t('orgRequired') : null} testId="rule-org" />
      <LabelledText label={t('ruleMark')} value={mark} onChange={setMark} maxLength={MARK_MAX} required problem={tried && markMissing ? t('markRequired') : null} testId="rule-mark" />
      <Text className="ch-doc-note">{t('markHelp')}</Text>
      <View className="ch-doc-preview" aria-live="polite" data-testid="rule-preview">
        {problem ? null : <Text>{t('preview', { number: formatDocumentNumber(pattern, org.trim(), rule.year, rule.issued + 1) })}</Text>}
      </View>
      <DialogActions name="rule" label={t('save')} action="save" busy={busy} onCancel={onClose} onConfirm={save} />
    </View>
  );
}

export function RuleDialog({ rule, ...rest }: Omit<FormProps, 'rule'> & { rule: NumberRule | null }) {
  const { t } = useDocumentsTranslation();
  return (
    <Popup visible={rule !== null} title={rule ? t('ruleTitle', { office: rule.office_name }) : ''} onClose={rest.onClose}>
      {rule ? <RuleForm key={rule.office_id} rule={rule} {...rest} /> : null}
    </Popup>
  );
}
