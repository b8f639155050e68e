/**
 * 授权管理 (spec §6): the grants the user made, each revoked after a confirmation while it is active or yet to start,
 * and 新增授权 opening the grant form. Left out while the session acts for someone (the server refuses grants made
 * that way). The personal centre's section, and the body of /site/grants.
 */
import { Suspense, useState } from 'react';
import { Text, View } from '@tarojs/components';
import type { MyGrant } from '@contract/calls/account';
import { Section, type SectionProps } from '@/features/account';
import { ConfirmDialog } from '@/layouts/frame/confirm-dialog';
import { roleProps } from '@/platform/a11y-role';
import { api } from '@/services/api';
import { useSession } from '@/stores/session';
import Button from '@/ui/button';
import Empty from '@/ui/empty';
import Loading from '@/ui/loading';
import { showToast } from '@/ui/toast';
import { useIdentityTranslation } from '../i18n';
import { GrantDialog } from './grant-dialog-lazy';
import { GrantRow } from './grant-row';
import { useMyGrants } from './use-my-grants';
import './grants.scss';

export function GrantsSection({ onMobile }: SectionProps) {
  const acting = useSession((s) => Boolean(s.user?.actor));
  return acting ? null : <Grants onMobile={onMobile} />;
}

function Grants({ onMobile }: SectionProps) {
  const { t } = useIdentityTranslation();
  const { state, reload, added, revoked } = useMyGrants();
  const [adding, setAdding] = useState(false);
  const [revoking, setRevoking] = useState<MyGrant | null>(null);

  const revoke = () => {
    const grant = revoking;
    setRevoking(null);
    if (!grant) return;
    api.revokeGrant({ id: grant.id }).then(
      () => {
        revoked(grant.id);
        showToast({ content: t('revoked'), kind: 'success' });
      },
      // The request wrapper has shown the server's message.
      () => undefined,
    );
  };

  const body = () => {
    if (state.kind === 'loading') return <Loading label={t('loading')} />;
    if (state.kind === 'failed')
      return (
        <View className="ch-personal__failed" {...roleProps('alert')}>
          {t('loadFailed')}
          <Button size="small" onClick={reload} testId="grants-retry">
            {t('retry')}
          </Button>
        </View>
      );
    if (state.grants.length === 0) return <Empty description={t('noGrants')} />;
    return (
      <View className="ch-grants" {...roleProps('list')} aria-label={t('grants')}>
        {state.grants.map((g) => (
          <GrantRow key={g.id} grant={g} onRevoke={() => setRevoking(g)} />
        ))}
      </View>
    );
  };

  return (
    <Section title={t('grants')} testId="personal-grants">
      <View className="ch-grants__bar">
        <Text className="ch-grant__muted">{t('grantsIntro')}</Text>
        <Button size="small" kind="primary" onClick={() => setAdding(true)} testId="add-grant">
          {t('addGrant')}
        </Button>
      </View>
      {body()}
      <ConfirmDialog
        title={t('revokeTitle')}
        question={revoking ? t('revokeQuestion', { name: revoking.grantee.name }) : null}
        onConfirm={revoke}
        onCancel={() => setRevoking(null)}
        testId="revoke-grant"
      />
      {adding ? (
        <Suspense fallback={null}>
          <GrantDialog
            onMobile={onMobile}
            onClose={() => setAdding(false)}
            onAdded={(grant) => {
              added(grant);
              setAdding(false);
              showToast({ content: t('added'), kind: 'success' });
            }}
          />
        </Suspense>
      ) : null}
    </Section>
  );
}
