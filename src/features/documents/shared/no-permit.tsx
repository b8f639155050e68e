/**
 * What a document page shows a reader without the document permit (spec §6): the menu does not offer these pages to
 * them, and one who opens an address anyway is told so instead of being shown an error (the server refuses the calls).
 */
import type { ReactNode } from 'react';
import { Text, View } from '@tarojs/components';
import { Permit } from '@contract/rules/permissions';
import { roleProps } from '@/platform/a11y-role';
import { goTo } from '@/platform/navigation';
import { HOME_ROUTE } from '@/routes';
import { useCan, usePermissions } from '@/stores/permissions';
import Button from '@/ui/button';
import { useDocumentsTranslation } from '../i18n';

/** Whether the permits read so far leave the reader without the document permit. */
export function useLacksPermit(): boolean {
  const known = usePermissions((s) => s.record !== null);
  const allowed = useCan()(Permit.document);
  return known && !allowed;
}

export function NoPermit({ children }: { children?: ReactNode }) {
  const { t } = useDocumentsTranslation();
  return (
    <>
      {children}
      <View className="ch-doc-state" data-testid="documents-no-permit">
        <View className="ch-doc-state__title" {...roleProps('heading')} aria-level={2}>
          {t('noPermitTitle')}
        </View>
        <Text className="ch-doc-state__hint">{t('noPermitHint')}</Text>
        <Button size="small" onClick={() => goTo(HOME_ROUTE)}>
          {t('backHome')}
        </Button>
      </View>
    </>
  );
}
