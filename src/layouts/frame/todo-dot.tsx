/** The red dot on My tasks (spec §2: when getunreadData.my_todo > 0), named for screen readers. */
import { Text } from '@tarojs/components';
import { useTranslation } from '@/i18n';
import './todo-dot.scss';

export function TodoDot() {
  const { t } = useTranslation();
  return (
    <Text className="ch-todo-dot" data-testid="todo-dot">
      <Text className="ch-visually-hidden">{t('menu.hasTodo')}</Text>
    </Text>
  );
}
