/** The AI service hall button (spec §2): shown when ai_service_hall is 1, opening its configured PC address. */
import { useTranslation } from '@/i18n';
import { openExternal } from '@/platform/navigation';
import { useSiteFlags } from '@/stores/site-config';
import Pressable from '@/ui/pressable';

export function AiServiceHall({ className }: { className: string }) {
  const { t } = useTranslation();
  const url = useSiteFlags().aiServiceHallUrl;
  if (!url) return null;
  return (
    <Pressable role="link" className={className} testId="ai-service-hall" onPress={() => openExternal(url)}>
      {t('frame.aiServiceHall')}
    </Pressable>
  );
}
