/** The site's external header links (spec §2 "External header links are shown"), each in place or in a new tab as set. */
import { View } from '@tarojs/components';
import { useTranslation } from '@/i18n';
import { useLinks } from '@/stores/links';
import Pressable from '@/ui/pressable';
import UserText from '@/ui/user-text';
import { runMenuAction } from './run-menu-action';

export function HeaderLinks({ className, linkClassName }: { className: string; linkClassName: string }) {
  const { t } = useTranslation();
  const links = useLinks(1);
  if (links.length === 0) return null;
  return (
    <View className={className} role="navigation" aria-label={t('frame.headerLinks')}>
      {links.map((link) => (
        <Pressable key={link.id} role="link" className={linkClassName} onPress={() => runMenuAction({ kind: 'address', url: link.url, newTab: link.new_tab === 1 })}>
          <UserText text={link.name} />
        </Pressable>
      ))}
    </View>
  );
}
