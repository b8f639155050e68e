/** /site/grants and /site/m_grants: the personal centre's 授权管理 as a page of its own. */
import { View } from '@tarojs/components';
import type { SectionProps } from '@/features/account';
import { GrantsSection } from './grants-section';

export function GrantsPage({ onMobile }: SectionProps) {
  return (
    <View className="ch-personal" data-testid="grants-page">
      <GrantsSection onMobile={onMobile} />
    </View>
  );
}
