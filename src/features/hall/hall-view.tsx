/**
 * The service hall (spec §2 /site/service, /site/serviceList): audience tabs (spec §1), the keyword, themed services,
 * categories and departments with their counts, and the services a page at a time, each with its favourite. The
 * address keeps the view (rules/hall-query.ts); a card opens by the launch rules of spec §4.
 */
import { useEffect, useRef, useState } from 'react';
import { View } from '@tarojs/components';
import { audienceOf } from '@contract/rules/audience';
import type { AppCard } from '@contract/schemas';
import { AppSkeleton, FolderPopup, launchApp } from '@/features/home';
import { useSessionKey } from '@/features/matters';
import { LoginChoices } from '@/layouts/frame/login-entry';
import { roleProps } from '@/platform/a11y-role';
import { useSession } from '@/stores/session';
import Popup from '@/ui/popup';
import Tabs from '@/ui/tabs';
import { keepInAddress } from './address';
import { FacetGroup, KeywordBox, ThemeRow } from './hall-filters';
import { HallResults } from './hall-results';
import { useHallTranslation } from './i18n';
import { AUDIENCE_TABS, clearedFilters, isNarrowed, readFilters, withFilters, type AudienceTab, type HallFilters } from './rules/hall-query';
import { ServiceTile } from './service-tile';
import { useCatalog } from './use-catalog';
import { useFavourites } from './use-favourites';
import './hall.scss';

/** Typing settles before the catalogue is asked again. */
const KEYWORD_DELAY_MS = 300;

interface Props {
  /** The page's query (the view it opens on). */
  params: Record<string, string | undefined>;
  onMobile: boolean;
}

export function HallView({ params, onMobile }: Props) {
  const { t } = useHallTranslation();
  const who = useSessionKey();
  const identity = useSession((s) => s.user?.identity_type);
  const [chosen, setChosen] = useState<HallFilters | null>(null);
  // Without an audience in the address the tab is the reader's own (全部 for someone not signed in), known once the
  // session has been read.
  const opened = params.audience || who !== undefined ? readFilters(params, who && who !== 'anonymous' ? audienceOf(identity) : 'all') : null;
  const filters = chosen ?? opened;
  const catalog = useCatalog(filters, onMobile, who);
  const favourites = useFavourites(who);
  const [typed, setTyped] = useState(() => readFilters(params, 'all').keyword);
  const [askSignIn, setAskSignIn] = useState(false);
  const [folder, setFolder] = useState<AppCard | null>(null);

  const change = (next: HallFilters) => {
    setChosen(next);
    keepInAddress(next);
  };
  const update = (patch: Partial<HallFilters>) => filters && change(withFilters(filters, patch));

  // The wait ends on the filters of that moment: a filter chosen while typing stays chosen.
  const latest = useRef(filters);
  latest.current = filters;
  useEffect(() => {
    const timer = setTimeout(() => {
      const now = latest.current;
      if (now && typed.trim() !== now.keyword) change(withFilters(now, { keyword: typed.trim() }));
    }, KEYWORD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const open = (app: AppCard) => launchApp(app, onMobile, setFolder);
  const tile = (app: AppCard) => (
    <ServiceTile
      key={app.id}
      app={app}
      onOpen={open}
      favourite={favourites.signedIn ? favourites.isFavourite(app.id) : null}
      onFavourite={favourites.signedIn ? favourites.toggle : () => setAskSignIn(true)}
    />
  );

  const { facets } = catalog;
  const body = filters ? (
    <View className="ch-hall__body">
      <KeywordBox value={typed} onChange={setTyped} />
      <ThemeRow themes={facets.themes} chosen={filters.themeId} onChoose={(themeId) => update({ themeId })} />
      <View className="ch-hall__main">
        <View className="ch-hall__facets">
          <FacetGroup title={t('categories')} facets={facets.categories} chosen={filters.categoryId} onChoose={(categoryId) => update({ categoryId })} testId="hall-categories" />
          <FacetGroup title={t('departments')} facets={facets.departments} chosen={filters.departmentId} onChoose={(departmentId) => update({ departmentId })} testId="hall-departments" />
        </View>
        <HallResults
          catalog={catalog}
          narrowed={isNarrowed(filters)}
          onClear={() => {
            setTyped('');
            change(clearedFilters(filters));
          }}
          onPage={(page) => update({ page })}
          renderTile={tile}
        />
      </View>
    </View>
  ) : (
    <AppSkeleton variant="card" label={t('loading')} />
  );

  const active = filters?.audience ?? 'all';
  return (
    <View className={`ch-hall ch-hall--${onMobile ? 'mobile' : 'desktop'}`}>
      <View className="ch-hall__title" {...roleProps('heading')} aria-level={1}>
        {t('title')}
      </View>
      <Tabs
        label={t('audiences')}
        activeKey={active}
        onChange={(key) => update({ audience: key as AudienceTab })}
        items={AUDIENCE_TABS.map((tab) => ({ key: tab, title: t(`audience_${tab}`), content: tab === active ? body : null }))}
      />
      <FolderPopup folder={folder} onMobile={onMobile} onClose={() => setFolder(null)} onOpen={open} />
      <Popup visible={askSignIn} title={t('signInTitle')} onClose={() => setAskSignIn(false)} position={onMobile ? 'bottom' : 'center'}>
        <LoginChoices onChosen={() => setAskSignIn(false)} />
      </Popup>
    </View>
  );
}
