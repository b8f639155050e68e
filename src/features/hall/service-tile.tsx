/** A service in the hall: its card (home's, opening it by the launch rules) and the favourite toggle beside it. */
import { Text, View } from '@tarojs/components';
import type { AppCard } from '@contract/schemas';
import { AppCardView } from '@/features/home';
import { roleProps } from '@/platform/a11y-role';
import Pressable from '@/ui/pressable';
import { useHallTranslation } from './i18n';

interface Props {
  app: AppCard;
  onOpen(app: AppCard): void;
  /** null when the reader is not signed in: the star then asks them to sign in. */
  favourite: boolean | null;
  onFavourite(app: AppCard): void;
}

export function ServiceTile({ app, onOpen, favourite, onFavourite }: Props) {
  const { t } = useHallTranslation();
  return (
    <View className="ch-hall-tile" {...roleProps('listitem')}>
      <AppCardView app={app} variant="card" onOpen={onOpen} />
      <Pressable
        className={`ch-hall-tile__star${favourite ? ' ch-hall-tile__star--on' : ''}`}
        pressed={favourite ?? undefined}
        label={t(favourite === null ? 'signInToFavourite' : 'favourite', { name: app.name })}
        onPress={() => onFavourite(app)}
        testId="favourite-toggle"
      >
        <Text aria-hidden="true">{favourite ? '★' : '☆'}</Text>
      </Pressable>
    </View>
  );
}
