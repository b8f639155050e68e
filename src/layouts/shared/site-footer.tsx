/** Footer: footer links and the site's name, address, email, copyright and archival number, each only if present (spec §2). */
import { Text, View } from '@tarojs/components';
import { useTranslation } from '@/i18n';
import { openExternal } from '@/platform/navigation';
import { useLinks } from '@/stores/links';
import { useSiteConfig } from '@/stores/site-config';
import { useSiteName } from '@/stores/site-name';
import Pressable from '@/ui/pressable';
import UserText, { TextAround } from '@/ui/user-text';
import './site-footer.scss';

export function SiteFooter() {
  const { t } = useTranslation();
  const config = useSiteConfig((s) => s.config);
  const siteName = useSiteName();
  const links = useLinks(2);
  // What the site's configuration says is the university's, written in one language (an address, the ICP filing
  // number, which must read as filed): user content beside our translated labels.
  const contacts = (
    [
      [t('footer.address'), config?.site_address],
      [t('footer.phone'), config?.site_mobile],
      [t('footer.email'), config?.site_email],
    ] as const
  ).filter((line): line is readonly [string, string] => Boolean(line[1]));
  const legal = [config?.site_copyright, config?.site_archival].filter((item): item is string => Boolean(item));
  return (
    <View className="ch-footer" role="contentinfo" data-testid="site-footer">
      {links.length > 0 ? (
        <View className="ch-footer__links">
          {links.map((link) => (
            <Pressable key={link.id} role="link" className="ch-footer__link" onPress={() => openExternal(link.url)}>
              <UserText text={link.name} />
            </Pressable>
          ))}
        </View>
      ) : null}
      {siteName ? <Text className="ch-footer__name">{siteName}</Text> : null}
      {contacts.length > 0 ? (
        <View className="ch-footer__line">
          {contacts.map(([label, value]) => (
            <Text key={label} className="ch-footer__item">
              <TextAround say={(slot) => t('labelled', { label, value: slot })} value={value} />
            </Text>
          ))}
        </View>
      ) : null}
      {legal.length > 0 ? (
        <View className="ch-footer__line">
          {legal.map((item) => (
            <UserText key={item} className="ch-footer__item" text={item} />
          ))}
        </View>
      ) : null}
    </View>
  );
}
