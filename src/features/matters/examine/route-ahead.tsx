/**
 * Where an application in progress stands (the tracker of My applications, from getMatterRoute): the steps open now
 * with who holds them, the steps still to come, and the likely finish.
 */
import { Text, View } from '@tarojs/components';
import { roleProps } from '@/platform/a11y-role';
import { splitRoute } from '../launch/use-matter-tracker';
import { RouteSteps } from '../shared/route-steps';
import { useExamineTranslation } from './i18n';
import type { RouteAhead as Route } from './use-examine-data';

export function RouteAhead({ route, current }: { route: Route; current: readonly string[] }) {
  const { t } = useExamineTranslation();
  // Without a known open step, the route's first is where it stands.
  const open = current.length > 0 ? [...current] : route.nodes.slice(0, 1).map((n) => n.node_id);
  const { current: now, next } = splitRoute(route, open);
  return (
    <View className="ch-tracker ch-exam-route" data-testid="examine-route">
      <View className="ch-tracker__group" {...roleProps('list')} aria-label={t('routeAheadTitle')}>
        <RouteSteps current={now} next={next} />
      </View>
      {route.finish_at ? (
        <Text className="ch-tracker__finish" data-testid="tracker-finish">
          {t('trackerFinish', { time: route.finish_at.slice(0, 16) })}
        </Text>
      ) : null}
    </View>
  );
}
