import { useTranslation } from '@/i18n';
import { useUiSettings } from '@/stores/ui-settings';
import Pressable from '@/ui/pressable';

export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { lang, setLang } = useUiSettings();
  return (
    <Pressable className={className} label={`${t('header.language')}, ${t('header.languageLabel')}`} onPress={() => setLang(lang === 'zh' ? 'en' : 'zh')} testId="language-switch">
      {t('header.language')}
    </Pressable>
  );
}
