/**
 * The reader's fill-ins in this period, newest first: when each was submitted and last changed, a late one marked, and
 * the way to open one: 修改 while the period's window is open (the submission itself says whether it may change), else
 * 查看. A mission taking several a period offers another while the reader may submit.
 */
import { Text, View } from '@tarojs/components';
import type { FillMission } from '@contract/calls/fillins';
import { roleProps } from '@/platform/a11y-role';
import Button from '@/ui/button';
import { useFillinTranslation } from '../i18n';
import { useFillWords } from '../shared/fill-words';

interface Props {
  mission: FillMission;
  /** The submission being opened, while it loads. */
  opening: number | null;
  onOpen(id: number, n: number): void;
  onAnother?(): void;
}

/** Whether the period's window is open by the server's clock (campus stamps compare as text). */
export const windowOpen = (m: FillMission) => m.period.opens_at <= m.server_time && m.server_time < m.period.closes_at;

export function MySubmissions({ mission, opening, onOpen, onAnother }: Props) {
  const { t } = useFillinTranslation();
  const words = useFillWords();
  const { mine } = mission;
  if (mine.length === 0 && !onAnother) return null;
  const action = windowOpen(mission) ? t('edit') : t('view');
  return (
    <View className="ch-fill-card" data-testid="my-submissions">
      <View className="ch-fill-card__title" {...roleProps('heading')} aria-level={2}>
        {t('mineTitle')}
      </View>
      <View className="ch-fill-mine" {...roleProps('list')} aria-label={t('mineTitle')}>
        {mine.map((s, i) => {
          const n = mine.length - i;
          return (
            <View key={s.id} className="ch-fill-mine__item" {...roleProps('listitem')} data-testid="my-submission">
              <View className="ch-fill-mine__text">
                <Text className="ch-fill-mine__name">{t('mineItem', { n })}</Text>
                {s.late ? <Text className="ch-fill-late">{t('lateMark')}</Text> : null}
                <Text className="ch-fill-mine__when">
                  {t('mineSubmitted', { time: words.stamp(s.created) })}
                  {s.updated && s.updated !== s.created ? ` · ${t('mineUpdated', { time: words.stamp(s.updated) })}` : ''}
                </Text>
              </View>
              <Button size="small" onClick={() => onOpen(s.id, n)} loading={opening === s.id} disabled={opening !== null} testId="open-submission" ariaLabel={`${action} ${t('mineItem', { n })}`}>
                {action}
              </Button>
            </View>
          );
        })}
      </View>
      {onAnother ? (
        <Button kind="primary" size="small" onClick={onAnother} testId="add-another">
          {t('addAnother')}
        </Button>
      ) : null}
    </View>
  );
}
