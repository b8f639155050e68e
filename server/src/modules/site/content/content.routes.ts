/** The back office's site content calls (contract/calls/site-content.ts); the use cases are in this folder's services. */
import type { FastifyInstance } from 'fastify';
import { siteContentCalls as calls } from '../../../../../contract/calls/site-content';
import type { AppDeps } from '../../../http/context';
import { registerCall } from '../../../http/register-call';
import * as banners from './banners.service';
import * as links from './links.service';

const pageOf = (p: { p?: number; page_size?: number }) => ({ p: p.p ?? 1, pageSize: p.page_size ?? 20 });

export function siteContentRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, calls.adminBanners, async (p, { db }) => banners.bannerList(db, pageOf(p)));
  registerCall(app, deps, calls.saveBanner, async (p, { db, user }) => banners.saveBanner(db, user, p));
  registerCall(app, deps, calls.deleteBanner, async (p, { db, user }) => banners.deleteBanner(db, user, p.id, p.version));
  registerCall(app, deps, calls.bannerCarousel, async (_p, { db }) => banners.carousel(db));
  registerCall(app, deps, calls.saveBannerCarousel, async (p, { db, user }) => banners.saveCarousel(db, user, { interval: p.interval, height: p.height }));
  registerCall(app, deps, calls.adminLinks, async (p, { db }) => links.linkList(db, p.type, pageOf(p)));
  registerCall(app, deps, calls.saveLink, async (p, { db, user }) => links.saveLink(db, user, p));
  registerCall(app, deps, calls.deleteLink, async (p, { db, user }) => links.deleteLink(db, user, p.id, p.version));
}
