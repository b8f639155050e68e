/**
 * The "TOTP QR code" page's content (spec §2): turning on authenticator codes. The server makes a secret; the page
 * shows its otpauth URI as a QR code (the QR library loads on first use, as scan-to-phone does) and the key as text;
 * a current code confirms it, and only then is it on. The recovery codes come back once and are shown once.
 */
import { useEffect, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { api } from '@/services/api';
import { RequestError } from '@/services/request';
import Button from '@/ui/button';
import Field from '@/ui/field';
import Image from '@/ui/image';
import { useSecurityTranslation } from './i18n';
import './security.scss';

type Step =
  | { kind: 'loading' | 'failed' }
  | { kind: 'off' }
  | { kind: 'on'; recoveryLeft: number }
  | { kind: 'scan'; secret: string; uri: string }
  | { kind: 'recovery'; codes: string[] };

function QrCode({ uri, alt }: { uri: string; alt: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((qr) => qr.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((text) => live && setSvg(text))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [uri]);
  return svg ? <Image className="ch-totp-page__qr" src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} alt={alt} /> : <View className="ch-totp-page__qr" />;
}

export function TotpEnrol() {
  const { t } = useSecurityTranslation();
  const [step, setStep] = useState<Step>({ kind: 'loading' });
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const loadStatus = () =>
    api
      .getTotpStatus(undefined, { quiet: true })
      .then((s) => setStep(s.enabled ? { kind: 'on', recoveryLeft: s.recovery_left } : { kind: 'off' }))
      .catch(() => setStep({ kind: 'failed' }));
  useEffect(() => void loadStatus(), []);

  const run = async (work: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (err) {
      setError(err instanceof RequestError ? err.message : t('failed'));
    } finally {
      setBusy(false);
    }
  };
  const start = () => run(async () => setStep({ kind: 'scan', ...(await api.startTotpEnrol(undefined, { quiet: true })) }));
  const confirm = () => {
    if (!/^\d{6}$/.test(code)) return setError(t('invalid'));
    return run(async () => {
      const { recovery_codes } = await api.confirmTotpEnrol({ code }, { quiet: true });
      setCode('');
      setStep({ kind: 'recovery', codes: recovery_codes });
    });
  };

  return (
    <View className="ch-totp-page" data-testid="totp-enrol">
      <View className="ch-totp-page__title" role="heading" aria-level={1}>
        {t('title')}
      </View>
      <Text className="ch-totp-page__muted">{t('intro')}</Text>
      {step.kind === 'failed' ? <View role="alert">{t('failed')}</View> : null}
      {step.kind === 'on' ? (
        <Text className="ch-totp-page__on" data-testid="totp-on">
          {t('on', { count: step.recoveryLeft })}
        </Text>
      ) : null}
      {step.kind === 'off' ? (
        <Button kind="primary" block loading={busy} onClick={() => void start()} testId="totp-start">
          {t('start')}
        </Button>
      ) : null}
      {step.kind === 'scan' ? (
        <>
          <Text>{t('scan')}</Text>
          <QrCode uri={step.uri} alt={t('qr')} />
          <Text className="ch-totp-page__secret" data-testid="totp-secret">
            {t('secret')}: {step.secret.replace(/(.{4})/g, '$1 ').trim()}
          </Text>
          <Field label={t('code')} type="digits" value={code} onChange={(v) => setCode(v.replace(/\D/g, '').slice(0, 6))} onEnter={() => void confirm()} placeholder={t('codeHint')} autoComplete="one-time-code" maxLength={6} error={error} testId="totp-confirm-code" />
          <Button kind="primary" block loading={busy} onClick={() => void confirm()} testId="totp-confirm">
            {t('confirm')}
          </Button>
        </>
      ) : null}
      {step.kind === 'recovery' ? (
        <>
          <View className="ch-totp-page__subtitle" role="heading" aria-level={2}>
            {t('recoveryTitle')}
          </View>
          <Text className="ch-totp-page__muted">{t('recoveryHint')}</Text>
          <View className="ch-totp-page__codes" data-testid="totp-recovery-codes">
            {step.codes.map((c) => (
              <Text key={c}>{c}</Text>
            ))}
          </View>
          <Button kind="primary" block onClick={() => void loadStatus()} testId="totp-done">
            {t('done')}
          </Button>
        </>
      ) : null}
      {error && step.kind !== 'scan' ? <View role="alert">{error}</View> : null}
    </View>
  );
}
