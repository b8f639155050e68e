/** The logo and site name, linking to /v2/site/index (spec §2); the name only when is_showWebTitle is on. */
import { Text } from '@tarojs/components';
import { useTranslation } from '@/i18n';
import { goTo } from '@/platform/navigation';
import { HOME_ROUTE } from '@/routes';
import { useSiteFlags } from '@/stores/site-config';
import { useSiteName } from '@/stores/site-name';
import Pressable from '@/ui/pressable';
import { SiteLogo } from '../shared/site-logo';

export function SiteBrand({ className }: { className: string }) {
  const { t } = useTranslation();
  const name = useSiteName() ?? t('app.title');
  const { showWebTitle } = useSiteFlags();
  return (
    <Pressable role="link" className={className} label={showWebTitle ? undefined : name} testId="site-brand" onPress={() => goTo(HOME_ROUTE)}>
      <SiteLogo className={`${className}-logo`} />
      {showWebTitle ? <Text className={`${className}-name`}>{name}</Text> : null}
    </Pressable>
  );
}
