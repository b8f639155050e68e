/** The site's logo. Its box is held while the site config loads, so the site name beside it never moves. */
import { View } from '@tarojs/components';
import { useSiteConfig } from '@/stores/site-config';
import Image from '@/ui/image';

export function SiteLogo({ className }: { className: string }) {
  const config = useSiteConfig((s) => s.config);
  if (config && !config.logo_src) return null;
  return config ? <Image className={className} src={config.logo_src} alt="" /> : <View className={className} />;
}
