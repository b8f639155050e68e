/**
 * Placeholders shaped like the service cards while a list loads: the list arrives into space already held, so the
 * page does not move (issue 5: CLS). The home lists hold HOME_LIST_SIZE entries (spec §9).
 */
import { Text, View } from '@tarojs/components';
import { HOME_LIST_SIZE } from '@contract/constants';
import './app-skeleton.scss';

export function AppSkeleton({ variant, label }: { variant: 'card' | 'icon'; label: string }) {
  return (
    <View className={`ch-grid ch-grid--${variant}`} role="status">
      <Text className="ch-visually-hidden">{label}</Text>
      {Array.from({ length: HOME_LIST_SIZE.hotApps }, (_, i) => (
        <View key={i} className={`ch-app ch-app--${variant} ch-skeleton`} aria-hidden="true">
          <View className="ch-app__logo ch-skeleton__block" />
          <View className="ch-app__text ch-skeleton__text">
            <View className="ch-skeleton__line ch-skeleton__line--name" />
            {variant === 'card' ? (
              <>
                <View className="ch-skeleton__line ch-skeleton__line--meta" />
                <View className="ch-skeleton__line ch-skeleton__line--meta" />
              </>
            ) : null}
          </View>
        </View>
      ))}
    </View>
  );
}
