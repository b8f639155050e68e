/**
 * The receipt check (/matter/verify): open to everyone, signed in or not, so it calls nothing but the public
 * verifyReceipt. The printed QR code opens it with the signed receipt (`r`); a code typed here, or given as `code`,
 * is checked too. The verdict leads, then what the receipt says with the application's status today, and a note when
 * the application has moved on since.
 */
import { useState } from 'react';
import { Text, View } from '@tarojs/components';
import type { ReceiptCheck } from '@contract/calls/receipts';
import { roleProps } from '@/platform/a11y-role';
import Button from '@/ui/button';
import Field from '@/ui/field';
import UserText from '@/ui/user-text';
import { useReceiptsTranslation } from './i18n';
import { formatTyped, typedCode } from './receipt-code';
import { useReceiptCheck, type CheckState } from './use-receipt-check';
import './verify.scss';

/** The query the page opened with: the signed token wins over a code. */
function addressQuery(params: Record<string, string | undefined>): { r: string } | { code: string } | null {
  if (params.r) return { r: params.r };
  if (params.code) return { code: params.code };
  return null;
}

function Facts({ result }: { result: ReceiptCheck }) {
  const { t } = useReceiptsTranslation();
  const rows: [string, string][] = [
    [t('service'), result.app_name],
    [t('applicant'), result.applicant],
    [t('status'), result.status_text],
    // Beside what the receipt said: a receipt of 办理中 for an application withdrawn since reads 已撤回 here.
    [t('statusNow'), result.current_status_text],
    [t('finished'), result.finished || t('notFinished')],
    [t('issued'), result.issued],
    [t('code'), result.code],
  ];
  return (
    <View className="ch-verify__facts" {...roleProps('list')}>
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <View key={label} className="ch-verify__fact" {...roleProps('listitem')}>
            <Text className="ch-verify__label">{label}</Text>
            {/* What the receipt says as it was signed: the service's name then and the masked applicant. */}
            {label === t('applicant') || label === t('service') ? <UserText className="ch-verify__value" text={value} /> : <Text className="ch-verify__value">{value}</Text>}
          </View>
        ))}
    </View>
  );
}

function Verdict({ state, onRetry }: { state: CheckState; onRetry: () => void }) {
  const { t } = useReceiptsTranslation();
  if (state.status === 'idle') return null;
  if (state.status === 'checking') {
    return (
      <View className="ch-verify__card ch-verify__card--busy" {...roleProps('status')} data-testid="verify-checking">
        <Text>{t('checking')}</Text>
      </View>
    );
  }
  if (state.status === 'failed') {
    return (
      <View className="ch-verify__card ch-verify__card--failed" {...roleProps('alert')} data-testid="verify-failed">
        <Text className="ch-verify__reason">{state.message || t('failed')}</Text>
        {state.message ? null : (
          <Button kind="default" size="small" onClick={onRetry} testId="verify-retry">
            {t('retry')}
          </Button>
        )}
      </View>
    );
  }
  const { result } = state;
  const valid = result.valid === 1;
  return (
    <View className={`ch-verify__card ch-verify__card--${valid ? 'valid' : 'invalid'}`} {...roleProps('status')} aria-live="polite" data-testid="verify-verdict">
      <View className="ch-verify__head">
        <Text className="ch-verify__mark" aria-hidden="true">
          {valid ? '✓' : '✕'}
        </Text>
        <View className="ch-verify__headline">
          <Text className="ch-verify__title" data-testid="verify-result">
            {valid ? t('valid') : t('invalid')}
          </Text>
          <Text className="ch-verify__sub">{valid ? t('validNote') : result.reason}</Text>
        </View>
      </View>
      {valid ? (
        <>
          <Facts result={result} />
          <View className={`ch-verify__note ch-verify__note--${result.current ? 'current' : 'changed'}`} data-testid="verify-current">
            <Text>{result.current ? t('current') : t('changed')}</Text>
          </View>
        </>
      ) : null}
    </View>
  );
}

/** `query` is the page's address query (`r` or `code`). */
export function ReceiptVerify({ onMobile, query: params }: { onMobile: boolean; query: Record<string, string | undefined> }) {
  const { t } = useReceiptsTranslation();
  const [fromAddress] = useState(() => addressQuery(params));
  const { state, check, retry } = useReceiptCheck(fromAddress);
  const [typed, setTyped] = useState(() => (params.code ? formatTyped(params.code) : ''));
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    const code = typedCode(typed);
    setError(code ? null : t('codeBad'));
    if (code && state.status !== 'checking') void check({ code });
  };

  return (
    <View className={`ch-verify ch-verify--${onMobile ? 'mobile' : 'desktop'}`}>
      <View className="ch-verify__intro">
        <View className="ch-verify__heading" {...roleProps('heading')} aria-level={1}>
          {t('title')}
        </View>
        <Text className="ch-verify__lead">{t('intro')}</Text>
      </View>
      <Verdict state={state} onRetry={retry} />
      <View className="ch-verify__form" {...roleProps('search')}>
        <View className="ch-verify__field">
          <Field
            label={t('codeLabel')}
            value={typed}
            onChange={(value) => setTyped(formatTyped(value))}
            onEnter={submit}
            placeholder={t('codePlaceholder')}
            error={error}
            autoComplete="off"
            maxLength={16}
            testId="verify-code"
          />
        </View>
        <Button kind="primary" onClick={submit} loading={state.status === 'checking'} testId="verify-submit" className="ch-verify__submit">
          {t('check')}
        </Button>
      </View>
    </View>
  );
}
