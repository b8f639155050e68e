/** Whose figures the page shows: everyone in the reader's scope, or the department or class chosen, with a way back. */
import { Text, View } from '@tarojs/components';
import Button from '@/ui/button';
import UserText from '@/ui/user-text';
import { useFillinTranslation } from '../i18n';

interface Props {
  /** The department or class chosen; '' for everyone. */
  name: string;
  /** The class's department, when a class is chosen. */
  department?: string;
  onClear(): void;
}

export function ScopeBar({ name, department, onClear }: Props) {
  const { t } = useFillinTranslation();
  return (
    <View className="ch-fill-scope__who" data-testid="fill-scope">
      <Text className="ch-fill-picker__label">{t('scope')}</Text>
      {name ? (
        <>
          <UserText className="ch-fill-chip ch-fill-chip--on" text={department ? `${department} · ${name}` : name} />
          <Button size="small" kind="text" onClick={onClear} testId="clear-scope">
            {t('clearScope')}
          </Button>
        </>
      ) : (
        <Text className="ch-fill-chip">{t('scopeAll')}</Text>
      )}
    </View>
  );
}
