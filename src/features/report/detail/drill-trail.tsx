/** The drill-down trail: where the report started (全部, or the department it was set to), each department drilled into, the last being where the reader is. */
import { Text, View } from '@tarojs/components';
import { roleProps } from '@/platform/a11y-role';
import Pressable from '@/ui/pressable';
import UserText from '@/ui/user-text';
import { useReportTranslation } from '../i18n';
import type { Crumb } from '../rules/query';

interface Props {
  trail: Crumb[];
  /** A department's name by its id (the start's department, when one was set). */
  departmentName(id: number): string | undefined;
  onBack(index: number): void;
}

export function DrillTrail({ trail, departmentName, onBack }: Props) {
  const { t } = useReportTranslation();
  const start = trail[0].query.department_id;
  const startName = start ? departmentName(start) : undefined;
  return (
    <View className="ch-report-trail" {...roleProps('navigation')} aria-label={t('trail')} data-testid="report-trail">
      {trail.map((_, i) => {
        const name = i === 0 ? startName : trail[i - 1].into;
        return (
          <View key={i} className="ch-report-trail__step">
            <Pressable role="link" className="ch-report-trail__link" onPress={() => onBack(i)} testId="report-trail-back">
              {name ? <UserText text={name} /> : t('trailAll')}
            </Pressable>
            <Text className="ch-report-trail__sep" aria-hidden>
              ›
            </Text>
          </View>
        );
      })}
      <View className="ch-report-trail__here" aria-current="location">
        <UserText text={trail[trail.length - 1].into} />
      </View>
    </View>
  );
}
