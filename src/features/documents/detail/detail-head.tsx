/**
 * The top of a document: its title and number, its urgency, secrecy and status, then who drafted it and when, the
 * offices countersigning it, the leader signing it off, when it was issued and, when it was also published as an
 * office notice, a way to that notice.
 */
import type { ReactNode } from 'react';
import { Text, View } from '@tarojs/components';
import type { DocumentDetail } from '@contract/calls/documents';
import { listed } from '@/i18n';
import { roleProps } from '@/platform/a11y-role';
import { goTo } from '@/platform/navigation';
import Pressable from '@/ui/pressable';
import UserText from '@/ui/user-text';
import { useDocumentsTranslation } from '../i18n';
import { SecrecyTag, StatusTag, UrgencyTag } from '../shared/badges';
import { toMinute } from '../shared/time';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <View className="ch-doc-fact" {...roleProps('listitem')}>
      <Text className="ch-doc-fact__label">{label}</Text>
      <View className="ch-doc-fact__value">{children}</View>
    </View>
  );
}

export function DetailHead({ doc }: { doc: DocumentDetail }) {
  const { t } = useDocumentsTranslation();
  return (
    <View className="ch-doc-panel ch-doc-detail-head">
      <View className="ch-doc-detail-head__title" {...roleProps('heading')} aria-level={1} data-testid="document-title">
        <UserText text={doc.title} />
      </View>
      <View className="ch-doc-detail-head__tags">
        <Text className="ch-doc-detail-head__number" data-testid="document-number">
          {doc.number ? <UserText text={doc.number} /> : t('noNumber')}
        </Text>
        <UrgencyTag urgency={doc.urgency} />
        <SecrecyTag secrecy={doc.secrecy} />
        <StatusTag status={doc.status} />
      </View>
      <View className="ch-doc-facts" {...roleProps('list')}>
        <Fact label={t('office')}>
          <UserText text={doc.office_name} />
        </Fact>
        <Fact label={t('drafter')}>
          <UserText text={doc.drafter_name} />
        </Fact>
        <Fact label={t('created')}>{toMinute(doc.created) || t('none')}</Fact>
        <Fact label={t('issuedAt')}>{toMinute(doc.issued) || t('none')}</Fact>
        <Fact label={t('countersignOffices')}>{doc.countersign_offices.length ? <UserText text={listed(doc.countersign_offices.map((o) => o.name))} /> : t('none')}</Fact>
        <Fact label={t('signer')}>{doc.signer ? <UserText text={doc.signer.name} /> : t('none')}</Fact>
        {doc.as_notice ? (
          <Fact label={t('asNotice')}>
            {doc.notice_id ? (
              <Pressable role="link" className="ch-doc-link" onPress={() => goTo('/site/billboarddetails', { wid: doc.notice_id })} testId="document-notice">
                {t('openNotice')}
              </Pressable>
            ) : (
              t('none')
            )}
          </Fact>
        ) : null}
      </View>
    </View>
  );
}
