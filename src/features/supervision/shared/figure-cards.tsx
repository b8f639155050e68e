/** A period's figures as a row of cards (the overview's, a department's): each a label and its value, read together. */
import { Text, View } from '@tarojs/components';
import type { Figures } from '@contract/calls/supervision';
import { roleProps } from '@/platform/a11y-role';
import { useUiSettings } from '@/stores/ui-settings';
import { useSupervisionTranslation } from '../i18n';
import { countText, durationText } from '../rules/figures';

export function FigureCards({ figures, online }: { figures: Figures; online?: number }) {
  const { t } = useSupervisionTranslation();
  const lang = useUiSettings((s) => s.lang);
  const duration = (seconds: number) => (figures.finished ? durationText(seconds, t) : t('none'));
  const cards: [string, string, string][] = [
    ...(online === undefined ? [] : [['online', t('servicesOnline'), countText(online, lang)] as [string, string, string]]),
    ['started', t('started'), countText(figures.started, lang)],
    ['inProgress', t('inProgress'), countText(figures.in_progress, lang)],
    ['finished', t('finished'), countText(figures.finished, lang)],
    ['avg', t('avg'), duration(figures.avg_seconds)],
    ['p90', t('p90'), duration(figures.p90_seconds)],
    ['overdue', t('overdue'), countText(figures.overdue, lang)],
    ['stars', figures.ratings ? t('satisfactionOf', { count: figures.ratings }) : t('satisfaction'), figures.ratings ? t('stars', { stars: figures.stars.toFixed(1) }) : t('none')],
  ];
  return (
    <View className="ch-sv-cards" {...roleProps('list')} aria-label={t('period')}>
      {cards.map(([key, label, value]) => (
        <View key={key} className={`ch-sv-card ch-sv-card--${key}`} {...roleProps('listitem')} data-testid={`supervision-card-${key}`}>
          <Text className="ch-sv-card__value">{value}</Text>
          <Text className="ch-sv-card__label">{label}</Text>
        </View>
      ))}
    </View>
  );
}
