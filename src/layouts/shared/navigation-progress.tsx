/**
 * The navigation progress bar and the delayed full-screen loader (spec §2, §9): the bar runs towards 98 % while
 * the page's calls are open and completes within 200 ms once they have all answered; the loader appears only
 * if loading lasts longer than 500 ms.
 */
import { useEffect, useState } from 'react';
import { View } from '@tarojs/components';
import { LOADER_DELAY_MS, PROGRESS } from '@contract/constants';
import { useTranslation } from '@/i18n';
import { progressAt } from '@/platform/progress';
import { inFlight } from '@/services/in-flight';
import Loading from '@/ui/loading';
import './navigation-progress.scss';

export function NavigationProgress() {
  const { t } = useTranslation();
  const [value, setValue] = useState<number | null>(0);
  const [showLoader, setShowLoader] = useState(false);

  useEffect(() => {
    const started = Date.now();
    const tick = setInterval(() => setValue((v) => (v === null || v >= 100 ? v : progressAt(Date.now() - started))), 100);
    const loader = setTimeout(() => setShowLoader(true), LOADER_DELAY_MS);
    let hide: ReturnType<typeof setTimeout> | undefined;
    inFlight.whenIdle(() => {
      clearInterval(tick);
      clearTimeout(loader);
      setShowLoader(false);
      setValue(100);
      hide = setTimeout(() => setValue(null), PROGRESS.finishMs);
    });
    return () => {
      clearInterval(tick);
      clearTimeout(loader);
      if (hide) clearTimeout(hide);
    };
  }, []);

  return (
    <>
      {value !== null ? (
        // A glance for sighted readers, hidden from assistive technology: the new page's title is said once it opens
        // (platform/page-focus), and the delayed loader below speaks for a long wait.
        <View className="ch-progress" role="progressbar" aria-hidden="true" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(value)}>
          <View className="ch-progress__bar" style={{ width: `${value}%`, transitionDuration: value >= 100 ? `${PROGRESS.finishMs}ms` : '100ms' }} />
        </View>
      ) : null}
      {showLoader ? (
        <View className="ch-loader">
          <Loading label={t('loader.loading')} />
        </View>
      ) : null}
    </>
  );
}
