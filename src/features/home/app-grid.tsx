/** A list of service cards with its loading and empty states. */
import { View } from '@tarojs/components';
import { useTranslation } from '@/i18n';
import Empty from '@/ui/empty';
import { AppCardView } from './app-card';
import { AppSkeleton } from './app-skeleton';
import type { AppCard, Loadable } from './use-home-data';
import './app-grid.scss';

interface Props {
  apps: Loadable<AppCard[]>;
  emptyText: string;
  variant: 'card' | 'icon';
  onOpen: (app: AppCard) => void;
}

export function AppGrid({ apps, emptyText, variant, onOpen }: Props) {
  const { t } = useTranslation('home');
  if (apps.loading && apps.data.length === 0) return <AppSkeleton variant={variant} label={t('loading')} />;
  if (apps.data.length === 0) return <Empty description={emptyText} />;
  return (
    <View className={`ch-grid ch-grid--${variant}`}>
      {apps.data.map((app) => (
        <AppCardView key={app.id} app={app} variant={variant} onOpen={onOpen} />
      ))}
    </View>
  );
}
