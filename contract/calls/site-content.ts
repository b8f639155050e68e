/**
 * The back office's site content (spec §3 Banner, §7 cHomeGetBanners, cHomeGetLinks): the home carousel's pictures
 * and its timing, the header and footer links. Each save carries the version the editor loaded; a stale one is
 * refused with who saved in between (e = 409), and a link address follows the URL rule of spec §5.
 */
import { Type, type Static } from '@sinclair/typebox';
import { defineCalls } from '../call';
import { Id, Int, OneOf, PageOf, Paging, Payload } from '../schemas';

/** The version the editor loaded (optimistic locking); absent when creating. */
export const EditVersion = () => Int({ minimum: 1, description: 'the version the editor loaded; a stale one is refused with e = 409' });
/** Display order: smaller first. */
export const SortOrder = () => Int({ maximum: 9999, description: 'display order, smaller first' });
/** The stored record's version, sent back with a save. */
const Versioned = { version: Type.Integer(), updated_at: Type.String({ description: 'YYYY-MM-DD HH:mm:ss, campus time' }) };
const Deleting = Payload({ id: Id(), version: EditVersion() });

export const AdminBanner = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  logo_url: Type.String(),
  linkurl: Type.String(),
  is_show: OneOf([0, 1] as const),
  sort: Type.Integer(),
  ...Versioned,
});
export type AdminBanner = Static<typeof AdminBanner>;

export const AdminLink = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  url: Type.String(),
  type: OneOf([1, 2] as const, '1 header, 2 footer'),
  new_tab: OneOf([0, 1] as const),
  sort: Type.Integer(),
  ...Versioned,
});
export type AdminLink = Static<typeof AdminLink>;

/** The carousel's timing and height (spec §9: 5000 ms, 240 px unless the site sets otherwise). */
export const BannerCarousel = Type.Object({
  interval: Int({ minimum: 1, maximum: 60, description: 'seconds between pictures' }),
  height: Int({ minimum: 100, maximum: 600, description: 'px on a desktop' }),
});
export type BannerCarousel = Static<typeof BannerCarousel>;

export const siteContentCalls = defineCalls('site', {
  adminBanners: {
    method: 'GET',
    access: 'admin',
    permit: 'admin:content',
    summary: 'Every banner, shown or not, in display order.',
    payload: Payload({ ...Paging }),
    result: PageOf(AdminBanner),
  },
  saveBanner: {
    method: 'POST',
    access: 'admin',
    permit: 'admin:content',
    summary: 'Creates a banner (no id) or saves one at the version the editor loaded; the link is empty or an http(s) address.',
    okText: 'saved',
    payload: Payload({
      id: Type.Optional(Id()),
      version: Type.Optional(EditVersion()),
      title: Type.Optional(Type.String({ maxLength: 100, description: 'empty when absent' })),
      logo_url: Type.String({ minLength: 1, maxLength: 500 }),
      linkurl: Type.Optional(Type.String({ maxLength: 255, description: 'empty (no link) when absent' })),
      is_show: OneOf([0, 1] as const),
      sort: SortOrder(),
    }),
    result: AdminBanner,
  },
  deleteBanner: {
    method: 'POST',
    access: 'admin',
    permit: 'admin:content',
    summary: 'Deletes a banner at the version the editor saw.',
    payload: Deleting,
    result: Type.Object({}),
  },
  bannerCarousel: {
    method: 'GET',
    access: 'admin',
    permit: 'admin:content',
    summary: "The home carousel's interval and height as the site sets them (the defaults when it sets none).",
    payload: Payload({}),
    result: BannerCarousel,
  },
  saveBannerCarousel: {
    method: 'POST',
    access: 'admin',
    permit: 'admin:content',
    summary: "Sets the home carousel's interval and height (system_setting.banner_interval, banner_height).",
    okText: 'saved',
    payload: Payload({ ...BannerCarousel.properties }),
    result: BannerCarousel,
  },
  adminLinks: {
    method: 'GET',
    access: 'admin',
    permit: 'admin:content',
    summary: 'Header and footer links (of one type when given), in display order.',
    payload: Payload({ ...Paging, type: Type.Optional(Int({ minimum: 1, maximum: 2 })) }),
    result: PageOf(AdminLink),
  },
  saveLink: {
    method: 'POST',
    access: 'admin',
    permit: 'admin:content',
    summary: 'Creates a header or footer link (no id) or saves one at the version the editor loaded; the address follows the URL rule.',
    okText: 'saved',
    payload: Payload({
      id: Type.Optional(Id()),
      version: Type.Optional(EditVersion()),
      name: Type.String({ minLength: 1, maxLength: 50 }),
      url: Type.String({ minLength: 1, maxLength: 255 }),
      type: Int({ minimum: 1, maximum: 2 }),
      new_tab: OneOf([0, 1] as const),
      sort: SortOrder(),
    }),
    result: AdminLink,
  },
  deleteLink: {
    method: 'POST',
    access: 'admin',
    permit: 'admin:content',
    summary: 'Deletes a header or footer link at the version the editor saw.',
    payload: Deleting,
    result: Type.Object({}),
  },
});
