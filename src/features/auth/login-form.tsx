/**
 * Off-campus sign-in (spec §1, §4 "Login redirect"): account and password, the server's message shown inline,
 * then back to `redirect_url` (keeping token, ticket or number query parameters) or the home page. `account` fills in
 * the account (after signing up or resetting a password); off-campus users may reset a forgotten password, and sign up
 * where the server allows it (spec §6). A plain container
 * rather than Taro's Form, which H5's React rendering of Taro's components lacks (config/index.ts): Enter in either
 * field and the button submit.
 */
import { useEffect, useState } from 'react';
import { Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { useTranslation } from '@/i18n';
import { RequestError } from '@/services/request';
import { allowedRedirect } from '@contract/rules/redirect';
import { goTo, PAGE_PARAMS, restartAt } from '@/platform/navigation';
import { REGISTER_ROUTE, RESET_PASSWORD_ROUTE, routeOfPath } from '@/routes';
import { useLoginConfig } from '@/stores/login-config';
import { useSession } from '@/stores/session';
import { LoginChallenge, useLoginChallenge } from '@/features/security';
import Button from '@/ui/button';
import Field from '@/ui/field';
import Pressable from '@/ui/pressable';
import './login-form.scss';

const CARRIED_PARAMS = ['token', 'ticket', 'number'];

/** A malformed escape (`%E0%A4%A`) counts as no redirect, rather than failing a sign-in that succeeded. */
function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return '';
  }
}

export function redirectTarget(params: Record<string, string | undefined>, home: string): { route: string; query: Record<string, string> } {
  const target = params.redirect_url ? allowedRedirect(decoded(params.redirect_url)) : null;
  const [path, search = ''] = (target ?? '').split(/\?(.*)/s);
  // Within the client, only its own pages with nothing but a page's own parameters; /v2/… is the same page.
  const route = routeOfPath(path);
  const own = new URLSearchParams(search);
  const pageQuery = [...own].every(([k, v]) => PAGE_PARAMS.includes(k) && v.length <= 100 && !/[/\\:]/.test(v)) ? Object.fromEntries(own) : null;
  const safe = /^\/[a-zA-Z]+\/[a-zA-Z_]+$/.test(route) && !route.includes('login') && pageQuery !== null;
  const carried = Object.fromEntries(CARRIED_PARAMS.filter((k) => params[k]).map((k) => [k, params[k] as string]));
  return safe ? { route, query: { ...pageQuery, ...carried } } : { route: home, query: carried };
}

export function LoginForm({ home }: { home: string }) {
  const { t } = useTranslation('auth');
  const login = useSession((s) => s.login);
  const registerEnabled = useLoginConfig((s) => s.registerEnabled);
  const [account, setAccount] = useState(() => decoded(Taro.getCurrentInstance().router?.params.account ?? ''));
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ account?: string; password?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const challenge = useLoginChallenge();
  useEffect(() => {
    void useLoginConfig.getState().load();
  }, []);

  const submit = async () => {
    const next = {
      account: account.trim() ? undefined : t('accountRequired'),
      password: password ? undefined : t('passwordRequired'),
    };
    setErrors(next);
    if (next.account || next.password || busy) return;
    setBusy(true);
    try {
      await login(account.trim(), password, challenge.payload);
      const { route, query } = redirectTarget(Taro.getCurrentInstance().router?.params ?? {}, home);
      restartAt(route, query);
    } catch (err) {
      challenge.afterFailure(err);
      setErrors({ form: err instanceof RequestError ? err.message : t('translation:spec.network') });
      setBusy(false);
    }
  };

  return (
    <View className="ch-login">
      <Text className="ch-login__title">{t('title')}</Text>
      <Field label={t('account')} value={account} onChange={setAccount} onEnter={() => void submit()} placeholder={t('accountPlaceholder')} autoComplete="username" error={errors.account} testId="login-username" maxLength={64} />
      <Field label={t('password')} type="password" value={password} onChange={setPassword} onEnter={() => void submit()} placeholder={t('passwordPlaceholder')} autoComplete="current-password" error={errors.password} testId="login-password" maxLength={128} />
      <LoginChallenge challenge={challenge} onEnter={() => void submit()} />
      {errors.form ? (
        <View className="ch-login__error" role="alert" data-testid="login-error">
          {errors.form}
        </View>
      ) : null}
      <Button kind="primary" size="large" block loading={busy} onClick={() => void submit()} testId="login-submit">
        {busy ? t('submitting') : t('submit')}
      </Button>
      <View className="ch-login__links">
        {registerEnabled ? (
          <Pressable className="ch-login__link" role="link" testId="login-register-link" onPress={() => goTo(REGISTER_ROUTE)}>
            {t('register')}
          </Pressable>
        ) : null}
        <Pressable className="ch-login__link" role="link" testId="login-forget-link" onPress={() => goTo(RESET_PASSWORD_ROUTE)}>
          {t('forgot')}
        </Pressable>
      </View>
      <Text className="ch-login__hint">{t('hint')}</Text>
    </View>
  );
}
