/** The back office in the mini-program: its tables and editors are for a browser, so the page says where to open it. */
import { Text, View } from '@tarojs/components';
import { useBackofficeTranslation } from '../i18n';
import type { BackOfficeProps } from './frame';

export const BACK_OFFICE_ROUTE = '/backHome/index';

export function BackOffice(_props: BackOfficeProps) {
  const { t } = useBackofficeTranslation();
  return (
    <View className="ch-back-office__refusal" role="main" aria-label={t('title')}>
      <Text>{t('miniProgram')}</Text>
    </View>
  );
}
