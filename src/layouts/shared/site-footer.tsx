/** Footer: footer links and the site's name, address, email, copyright and archival number, each only if present (spec §2). */
import { Text, View } from '@tarojs/components';
import { useTranslation } from '@/i18n';
import { openExternal } from '@/platform/navigation';
import { useLinks } from '@/stores/links';
import { useSiteConfig } from '@/stores/site-config';
import Pressable from '@/ui/pressable';
import './site-footer.scss';

export function SiteFooter() {
  const { t } = useTranslation();
  const config = useSiteConfig((s) => s.config);
  const links = useLinks(2);
  const lines = [
    config?.site_address ? `${t('footer.address')}：${config.site_address}` : null,
    config?.site_mobile ? `${t('footer.phone')}：${config.site_mobile}` : null,
    config?.site_email ? `${t('footer.email')}：${config.site_email}` : null,
  ].filter((line): line is string => line !== null);
  return (
    <View className="ch-footer" role="contentinfo" data-testid="site-footer">
      {links.length > 0 ? (
        <View className="ch-footer__links">
          {links.map((link) => (
            <Pressable key={link.id} role="link" className="ch-footer__link" onPress={() => openExternal(link.url)}>
              {link.name}
            </Pressable>
          ))}
        </View>
      ) : null}
      {config?.site_name ? <Text className="ch-footer__name">{config.site_name}</Text> : null}
      {[lines, [config?.site_copyright, config?.site_archival].filter((item): item is string => Boolean(item))].map((items, row) =>
        items.length > 0 ? (
          <View key={row} className="ch-footer__line">
            {items.map((item) => (
              <Text key={item} className="ch-footer__item">
                {item}
              </Text>
            ))}
          </View>
        ) : null,
      )}
    </View>
  );
}
