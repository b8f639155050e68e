/**
 * The back office's shell (/backHome/index): the portal's desktop frame (given by the page) around a menu of the sections the
 * administrator's rights open (grouped, in the registry's order) and the section chosen with `?s=`, loaded when first
 * opened. Someone signed out goes to sign in; a signed-in user without a right sees why there is nothing here. The
 * menu only decides what is offered: every section's calls are refused on the server without their right.
 */
import { Suspense, lazy, useEffect, useMemo, type ComponentType, type LazyExoticComponent } from 'react';
import { useRouter } from '@tarojs/taro';
import { currentLocation, goTo, replaceWith } from '@/platform/navigation';
import { HOME_ROUTE, LOGIN_ROUTE } from '@/routes';
import { isAdministrator, useCan, usePermissions } from '@/stores/permissions';
import { useSession } from '@/stores/session';
import { useUiSettings } from '@/stores/ui-settings';
import Button from '@/ui/button';
import Loading from '@/ui/loading';
import { useBackofficeTranslation } from '../i18n';
import { SECTION_GROUPS, sections, type SectionDecl } from '../sections';
import { SectionMenu } from './section-menu';
import type { BackOfficeProps } from './frame';
import './back-office.scss';

export const BACK_OFFICE_ROUTE = '/backHome/index';

const loaded = new Map<string, LazyExoticComponent<ComponentType>>();
/** One lazy component per section, kept across renders so a section is fetched once. */
function componentOf(section: SectionDecl) {
  let component = loaded.get(section.key);
  if (!component) {
    component = lazy(section.load);
    loaded.set(section.key, component);
  }
  return component;
}

export function BackOffice({ frame }: BackOfficeProps) {
  const { t } = useBackofficeTranslation();
  const lang = useUiSettings((s) => s.lang);
  const status = useSession((s) => s.status);
  const record = usePermissions((s) => s.record);
  const uid = usePermissions((s) => s.uid);
  const can = useCan();
  const asked = useRouter().params.s;

  useEffect(() => {
    if (status === 'anonymous') goTo(LOGIN_ROUTE, { redirect_url: currentLocation() });
  }, [status]);

  const mine = useMemo(() => sections.filter((s) => can(s.right)), [can]);
  const current = mine.find((s) => s.key === asked) ?? mine[0];
  const groups = SECTION_GROUPS.map((group) => ({ group, title: t(`groups.${group}`), items: mine.filter((s) => s.group === group).map((s) => ({ key: s.key, title: s.title[lang] })) })).filter((g) => g.items.length > 0);
  const open = (key: string) => replaceWith(BACK_OFFICE_ROUTE, { s: key });
  const title = current ? `${current.title[lang]} - ${t('title')}` : t('title');

  const body = (() => {
    if (status !== 'signed-in' || record === null) return <Loading label={t('loading')} />;
    if (!isAdministrator({ record, uid })) return <Refusal heading={t('noAccess')} detail={t('noAccessDetail')} />;
    if (!current) return <Refusal heading={t('noSections')} detail={t('noAccessDetail')} />;
    const Section = componentOf(current);
    return (
      <div className="ch-back-office">
        <SectionMenu label={t('sections')} groups={groups} current={current.key} onOpen={open} chooseLabel={t('chooseSection')} />
        <section className="ch-back-office__section" aria-labelledby="ch-back-office-heading">
          <h1 id="ch-back-office-heading" className="ch-back-office__heading">
            {current.title[lang]}
          </h1>
          <Suspense fallback={<Loading label={t('loading')} />}>
            <Section key={current.key} />
          </Suspense>
        </section>
      </div>
    );
  })();

  return frame(title, body);
}

function Refusal({ heading, detail }: { heading: string; detail: string }) {
  const { t } = useBackofficeTranslation();
  return (
    <div className="ch-back-office__refusal">
      <h1 className="ch-back-office__heading">{heading}</h1>
      <p>{detail}</p>
      <Button kind="primary" size="middle" testId="admin-to-home" onClick={() => goTo(HOME_ROUTE)}>
        {t('toHome')}
      </Button>
    </div>
  );
}
