/**
 * The banner carousel (spec §2 "Home page v2", §9: 5000 ms interval, height 240). Its box is held from the first
 * paint until the site turns the banner off or has none, so nothing below it moves when the pictures arrive.
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
  return <Swiper slides={slides} intervalMs={BANNER_INTERVAL_MS} height={onMobile ? MOBILE_BANNER_HEIGHT : BANNER_HEIGHT} label={t('banner')} />;
}
