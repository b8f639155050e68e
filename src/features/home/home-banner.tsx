/**
 * The banner carousel (spec §2 "Home page v2", §9: 5000 ms interval, height 240, unless the site sets its own in
 * system_setting.banner_interval and banner_height). Its box is held from the first paint until the site turns the
 * banner off or has none, so nothing below it moves when the pictures arrive.
 */
import { BANNER_HEIGHT, BANNER_INTERVAL_MS } from '@contract/constants';
import { useTranslation } from '@/i18n';
import { openExternal } from '@/platform/navigation';
import { useSiteConfig } from '@/stores/site-config';
import Swiper from '@/ui/swiper';
import type { Banner, Loadable } from './use-home-data';

/** On a phone the banner keeps the 1200 × 240 pictures' look at the content width of 351 design px. */
const MOBILE_BANNER_HEIGHT = 140;

export function HomeBanner({ banners, onMobile }: { banners: Loadable<Banner[]>; onMobile: boolean }) {
  const { t } = useTranslation('home');
  const setting = useSiteConfig((s) => s.config?.system_setting.home_banner_list);
  const intervalMs = useSiteConfig((s) => (s.config?.system_setting.banner_interval ?? BANNER_INTERVAL_MS / 1000) * 1000);
  const height = useSiteConfig((s) => s.config?.system_setting.banner_height ?? BANNER_HEIGHT);
  // A picture is named by its own text (it carries it); one without falls back to its place in the carousel.
  const slides = banners.data.map((b, i) => {
    const title = b.title.trim();
    return {
      key: b.id,
      image: b.logo_url,
      alt: title || `${t('banner')} ${i + 1}`,
      recorded: title !== '',
      onClick: b.linkurl ? () => openExternal(b.linkurl) : undefined,
    };
  });
  const turnedOff = setting !== undefined && setting !== 1;
  if (turnedOff || (!banners.loading && slides.length === 0)) return null;
  // A phone keeps the desktop's proportions: a taller desktop banner is a taller phone banner.
  const mobileHeight = Math.round((MOBILE_BANNER_HEIGHT * height) / BANNER_HEIGHT);
  return <Swiper slides={slides} intervalMs={intervalMs} height={onMobile ? mobileHeight : height} label={t('banner')} />;
}
