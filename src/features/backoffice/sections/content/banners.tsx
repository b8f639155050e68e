/**
 * Banners (spec §3 Banner): the home carousel's pictures in display order, shown or hidden, each with an optional link
 * by the URL rule of spec §5; and the carousel's interval and height.
 */
import { useState } from 'react';
import { siteContentCalls as calls, type AdminBanner, type BannerCarousel } from '@contract/calls/site-content';
import { checkUrl } from '@contract/rules/validation';
import { specText } from '@contract/texts';
import { api } from '@/services/api';
import { useUiSettings } from '@/stores/ui-settings';
import Button from '@/ui/button';
import { AdminForm, type FieldDef } from '../../kit';
import { CrudSection, yesNo } from './crud-section';
import { useContentTranslation } from './i18n';
import './content.scss';

type BannerDraft = Omit<AdminBanner, 'id' | 'version' | 'updated_at' | 'is_show'> & { id?: number; version?: number; is_show: boolean };

const toDraft = (b: AdminBanner): BannerDraft => ({ id: b.id, version: b.version, title: b.title, logo_url: b.logo_url, linkurl: b.linkurl, is_show: b.is_show === 1, sort: b.sort });
const sent = (d: BannerDraft) => ({ ...d, title: (d.title ?? '').trim(), linkurl: (d.linkurl ?? '').trim(), is_show: d.is_show ? (1 as const) : (0 as const) });

async function allBanners(): Promise<AdminBanner[]> {
  return (await api.adminBanners({ p: 1, page_size: 100 })).list;
}

export default function BannersSection() {
  const { t } = useContentTranslation();
  const lang = useUiSettings((s) => s.lang);
  const [carousel, setCarousel] = useState<BannerCarousel | null>(null);

  if (carousel) {
    const fields: FieldDef[] = [
      { key: 'interval', label: t('banners.interval'), kind: 'number', min: 1, max: 60, required: true },
      { key: 'height', label: t('banners.height'), kind: 'number', min: 100, max: 600, required: true, help: t('banners.heightHelp') },
    ];
    return (
      <AdminForm<BannerCarousel>
        title={t('banners.carouselTitle')}
        fields={fields}
        initial={carousel}
        schema={calls.saveBannerCarousel.payload}
        onSubmit={async (d) => {
          await api.saveBannerCarousel({ interval: Number(d.interval), height: Number(d.height) });
          setCarousel(null);
        }}
        onCancel={() => setCarousel(null)}
      />
    );
  }

  const fields: FieldDef[] = [
    { key: 'logo_url', label: t('banners.picture'), kind: 'image', category: 'public', required: true },
    { key: 'title', label: t('banners.title'), kind: 'text', maxLength: 100, help: t('banners.titleHelp') },
    { key: 'linkurl', label: t('banners.link'), kind: 'url', maxLength: 255, help: t('banners.linkHelp') },
    { key: 'is_show', label: t('banners.shown'), kind: 'switch' },
    { key: 'sort', label: t('sort'), kind: 'number', min: 0, max: 9999, help: t('sortHelp') },
  ];

  return (
    <CrudSection<AdminBanner, BannerDraft>
      listLabel={t('banners.list')}
      columns={[
        { key: 'logo_url', title: t('banners.picture'), render: (b) => <img className="ch-content-thumb" src={b.logo_url} alt={b.title} /> },
        { key: 'title', title: t('banners.title') },
        { key: 'linkurl', title: t('banners.link'), render: (b) => b.linkurl || t('banners.noLink') },
        { key: 'is_show', title: t('banners.shown'), render: (b) => yesNo(b.is_show, t) },
        { key: 'sort', title: t('sort') },
      ]}
      rowKey={(b) => b.id}
      load={async (q) => api.adminBanners({ p: q.p, page_size: q.page_size })}
      createLabel={t('banners.create')}
      formTitle={(creating) => (creating ? t('banners.create') : t('banners.edit'))}
      fields={fields}
      schema={calls.saveBanner.payload}
      validate={(d): Record<string, string> => {
        const link = (d.linkurl ?? '').trim();
        const problem = link ? checkUrl(link) : null;
        return problem ? { linkurl: specText(problem, lang) } : {};
      }}
      blank={() => ({ title: '', logo_url: '', linkurl: '', is_show: true, sort: 0 })}
      toDraft={toDraft}
      save={(d) => api.saveBanner(sent(d))}
      latest={async (d) => {
        const now = (await allBanners()).find((b) => b.id === d.id);
        return now ? toDraft(now) : d;
      }}
      remove={(b) => api.deleteBanner({ id: b.id, version: b.version })}
      removeConfirm={(b) => t('banners.confirmRemove', { title: b.title || b.logo_url })}
      moreActions={(b, done) => [
        {
          label: b.is_show === 1 ? t('hide') : t('show'),
          onPress: async () => {
            await api.saveBanner(sent({ ...toDraft(b), is_show: b.is_show !== 1 })).catch(() => undefined);
            done();
          },
        },
      ]}
      toolbar={
        <Button size="small" testId="banner-carousel" onClick={() => void api.bannerCarousel().then(setCarousel)}>
          {t('banners.carousel')}
        </Button>
      }
    />
  );
}
