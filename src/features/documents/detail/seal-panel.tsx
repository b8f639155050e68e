/**
 * An issued document's seal: the code printed on its PDF, when and under which key it was sealed; 校验 asks the
 * server whether the code is one it signed (anyone may, verifyDocumentSeal is public) and says the answer in words.
 * The sealed PDF and the archive PDF with the trail are a link away.
 */
import { useState } from 'react';
import { Text, View } from '@tarojs/components';
import type { DocumentDetail } from '@contract/calls/documents';
import type { ResultOf } from '@contract/call';
import type { Calls } from '@contract/calls';
import { roleProps } from '@/platform/a11y-role';
import { api } from '@/services/api';
import Button from '@/ui/button';
import UserText from '@/ui/user-text';
import { useDocumentsTranslation } from '../i18n';
import { toMinute } from '../shared/time';
import { PdfLinks } from './pdf-links';
import { Section } from './section';

type Verdict = ResultOf<Calls['verifyDocumentSeal']>;
type Checked = { status: 'idle' } | { status: 'checking' } | { status: 'done'; verdict: Verdict } | { status: 'failed'; message: string };

export function SealPanel({ doc }: { doc: DocumentDetail }) {
  const { t } = useDocumentsTranslation();
  const [checked, setChecked] = useState<Checked>({ status: 'idle' });
  const seal = doc.seal;
  if (!seal) return null;
  const verify = () => {
    setChecked({ status: 'checking' });
    api.verifyDocumentSeal({ code: seal.code }, { key: 'verifyDocumentSeal', quiet: true }).then(
      (verdict) => setChecked({ status: 'done', verdict }),
      (error: unknown) => setChecked({ status: 'failed', message: error instanceof Error && error.message ? error.message : t('failedTitle') }),
    );
  };
  return (
    <Section title={t('sealTitle')} testId="document-seal">
      <View className="ch-doc-facts ch-doc-facts--single" {...roleProps('list')}>
        <View className="ch-doc-fact" {...roleProps('listitem')}>
          <Text className="ch-doc-fact__label">{t('sealCode')}</Text>
          <Text className="ch-doc-fact__value ch-doc-seal__code" data-testid="seal-code">
            {seal.code}
          </Text>
        </View>
        <View className="ch-doc-fact" {...roleProps('listitem')}>
          <Text className="ch-doc-fact__label">{t('sealedAt')}</Text>
          <Text className="ch-doc-fact__value">{toMinute(seal.sealed_at)}</Text>
        </View>
        <View className="ch-doc-fact" {...roleProps('listitem')}>
          <Text className="ch-doc-fact__label">{t('keyId')}</Text>
          <Text className="ch-doc-fact__value">{seal.key_id}</Text>
        </View>
      </View>
      <View className="ch-doc-seal__actions">
        <Button size="small" loading={checked.status === 'checking'} onClick={verify} testId="seal-verify">
          {t('verify')}
        </Button>
        <PdfLinks id={doc.id} />
      </View>
      <View aria-live="polite">
        {checked.status === 'done' ? (
          <Text className={`ch-doc-seal__verdict ch-doc-seal__verdict--${checked.verdict.valid ? 'valid' : 'invalid'}`} data-testid="seal-verdict">
            {checked.verdict.valid ? (
              <>
                {/* The words end as each language needs before the number (校验通过：示大教…, Valid: 示大教…). */}
                {t('sealValid')}
                <UserText text={checked.verdict.number} /> · <UserText text={checked.verdict.office_name} /> · <Text className="ch-doc-nowrap">{toMinute(checked.verdict.sealed_at)}</Text>
              </>
            ) : (
              t('sealInvalid', { reason: checked.verdict.reason })
            )}
          </Text>
        ) : checked.status === 'failed' ? (
          <Text className="ch-doc-seal__verdict ch-doc-seal__verdict--invalid" data-testid="seal-verdict">
            {checked.message}
          </Text>
        ) : null}
      </View>
    </Section>
  );
}
