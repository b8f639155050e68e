/**
 * Notices for everyone and office notices (办公公告) for staff (contract/rules/notices.ts): lists, details, read
 * state and their search groups. An office notice someone may not read answers exactly as a missing one.
 *
 * Read state: opening a notice marks it read for the signed-in reader. Only the last 30 days can be unread: an older
 * notice counts as read whether or not it was opened, so the unread counts stay about what is new.
 */
import type { Notice, NoticeCategory, NoticeDetail, OfficeNotice, OfficeNoticeDetail } from '../../../../contract/calls/notices';
import { inLanguage } from '../../../../contract/rules/bilingual';
import { mayReadOfficeNotices } from '../../../../contract/rules/notices';
import { namesForReader } from '../../../../contract/rules/search';
import type { DbOrTx } from '../../db/database';
import { keywordPatterns } from '../../db/keyword-search';
import { sharedMemo } from '../../db/shared-memo';
import { campusDateTime } from '../../domain/campus-time';
import { DomainError } from '../../domain/errors';
import type { Lang } from '../../domain/lang';
import type { SearchHit, SearchReader, SearchSource } from '../area-module';
import * as forms from '../forms/forms.service';
import * as org from '../org/org.service';
import type { SessionUser } from '../org/org.service';
import * as search from './notice-search.queries';
import * as q from './notices.queries';
import type { NoticeKind, Shelf } from './notices.queries';

export interface Reader {
  user: SessionUser | null;
  lang: Lang;
}

export const UNREAD_WINDOW_DAYS = 30;
const unreadSince = () => new Date(Date.now() - UNREAD_WINDOW_DAYS * 86_400_000);

type ListRow = Awaited<ReturnType<typeof q.page>>[number];

/** List entries with category and department names in the reader's language and each one's read state. */
async function entries(db: DbOrTx, reader: Reader, rows: ListRow[]): Promise<Notice[]> {
  const since = unreadSince();
  const [categories, departments, read] = await Promise.all([
    q.categories(db, rows.map((r) => r.category_id)),
    org.departmentNames(db, rows.map((r) => r.department_id), reader.lang),
    reader.user ? q.readAmong(db, reader.user.uid, rows.filter((r) => r.send_time >= since).map((r) => r.id)) : new Set<number>(),
  ]);
  const categoryNames = new Map(categories.map((c) => [c.id, inLanguage(c.name, c.name_en, reader.lang)]));
  return rows.map((r) => ({
    id: r.id,
    title: inLanguage(r.title, r.title_en, reader.lang),
    category_id: r.category_id ?? 0,
    category_name: categoryNames.get(r.category_id ?? -1) ?? '',
    department_name: departments.get(r.department_id ?? -1) ?? '',
    send_time: campusDateTime(r.send_time),
    is_read: reader.user && (r.send_time < since || read.has(r.id)) ? 1 : 0,
  }));
}

async function listOf(db: DbOrTx, reader: Reader, kind: NoticeKind, categoryId: number | undefined, p: number, pageSize: number) {
  const [rows, total] = await Promise.all([q.page(db, shelfOf(kind, reader.user), categoryId, (p - 1) * pageSize, pageSize), q.count(db, shelfOf(kind, reader.user), categoryId)]);
  return { list: await entries(db, reader, rows), total, p, page_size: pageSize };
}

export function noticePage(db: DbOrTx, reader: Reader, filter: { categoryId?: number; p: number; pageSize: number }) {
  return listOf(db, reader, 'notice', filter.categoryId, filter.p, filter.pageSize);
}

const mayReadOffice = (user: SessionUser | null) => mayReadOfficeNotices(user?.identity_type);
/** The notices of a kind as a reader may see them: office notices for some departments only reach their staff. */
const shelfOf = (kind: NoticeKind, user: SessionUser | null): Shelf => (kind === 'office' ? { officeFor: user?.department_id ?? null } : kind);

export async function officePage(db: DbOrTx, reader: Reader & { user: SessionUser }, page: { p: number; pageSize: number }) {
  if (!mayReadOffice(reader.user)) throw new DomainError('notices.staffOnly');
  const { list, ...rest } = await listOf(db, reader, 'office', undefined, page.p, page.pageSize);
  return { ...rest, list: list.map(({ id, title, department_name, send_time, is_read }): OfficeNotice => ({ id, title, department_name, send_time, is_read })) };
}

/** One notice of the kind, marked read for a signed-in reader; a hidden one is not found, like a missing one. */
async function opened(db: DbOrTx, reader: Reader, kind: NoticeKind, id: number) {
  const row = kind === 'office' && !mayReadOffice(reader.user) ? undefined : await q.one(db, shelfOf(kind, reader.user), id);
  if (!row) throw new DomainError('notices.notFound');
  if (reader.user) await q.markRead(db, reader.user.uid, id);
  const [entry] = await entries(db, { ...reader, user: null }, [row]);
  return { ...entry, is_read: reader.user ? 1 : 0, content: inLanguage(row.content, row.content_en, reader.lang) };
}

export function noticeDetail(db: DbOrTx, reader: Reader, id: number): Promise<NoticeDetail> {
  return opened(db, reader, 'notice', id);
}

export async function officeNoticeDetail(db: DbOrTx, reader: Reader & { user: SessionUser }, id: number): Promise<OfficeNoticeDetail> {
  const { id: wid, title, department_name, send_time, is_read, content } = await opened(db, reader, 'office', id);
  return { id: wid, title, department_name, send_time, is_read, content };
}

export async function categories(db: DbOrTx, reader: Reader): Promise<NoticeCategory[]> {
  const [rows, unread] = await Promise.all([
    q.categories(db),
    reader.user ? q.unreadSince(db, reader.user.uid, 'notice', unreadSince()) : Promise.resolve([]),
  ]);
  const unreadOf = new Map(unread.map((u) => [u.category_id, Number(u.n)]));
  return rows.map((c) => ({ id: c.id, name: inLanguage(c.name, c.name_en, reader.lang), unread: unreadOf.get(c.id) ?? 0 }));
}

export async function unreadCounts(db: DbOrTx, user: SessionUser): Promise<{ notify: number; office_notice: number }> {
  const since = unreadSince();
  const sum = (rows: { n: number }[]) => rows.reduce((total, r) => total + Number(r.n), 0);
  const [notices, office] = await Promise.all([
    q.unreadSince(db, user.uid, 'notice', since),
    mayReadOffice(user) ? q.unreadSince(db, user.uid, shelfOf('office', user), since) : Promise.resolve([]),
  ]);
  return { notify: sum(notices), office_notice: sum(office) };
}

export async function readAll(db: DbOrTx, user: SessionUser, kind: 'notify' | 'office_notice', categoryId?: number): Promise<{ read: number }> {
  if (kind === 'office_notice' && !mayReadOffice(user)) throw new DomainError('notices.staffOnly');
  const read = await q.markAllRead(db, user.uid, shelfOf(kind === 'notify' ? 'notice' : 'office', user), kind === 'notify' ? categoryId : undefined, unreadSince());
  return { read };
}

// ── writing ─────────────────────────────────────────────────────────────────────

export interface NewNotice {
  kind: NoticeKind;
  /** Required for notices, absent for office notices. */
  categoryId?: number;
  departmentId?: number | null;
  title: string;
  titleEn?: string;
  /** HTML as its author wrote it; only formatting, images and safe links are kept. */
  content: string;
  contentEn?: string;
  sendTime: Date;
  /** An office notice for the staff of these departments only (one published from an official document). */
  audience?: number[];
}

export async function publishNotices(db: DbOrTx, notices: NewNotice[]): Promise<number[]> {
  if (notices.length === 0) return [];
  const rows = await q.insertNotices(
    db,
    notices.map((n) => ({
      kind: n.kind,
      category_id: n.kind === 'notice' ? n.categoryId : null,
      department_id: n.departmentId ?? null,
      title: n.title.trim(),
      title_en: n.titleEn?.trim() ?? '',
      content: forms.sanitizeRichText(n.content),
      content_en: n.contentEn ? forms.sanitizeRichText(n.contentEn) : '',
      send_time: n.sendTime,
      audience: n.kind === 'office' && n.audience ? n.audience : null,
    })),
  );
  noticesChanged(db);
  return rows.map((r) => r.id);
}

/** The categories, in display order, with their ids by Chinese name. */
export async function createCategories(db: DbOrTx, categories: { name: string; nameEn: string }[]): Promise<Map<string, number>> {
  const rows = await q.insertCategories(db, categories.map((c, sort) => ({ name: c.name, name_en: c.nameEn, sort })));
  return new Map(rows.map((r) => [r.name, r.id]));
}

// ── search ──────────────────────────────────────────────────────────────────────

/**
 * A keyword's matches per kind, kept for half a minute: a search box's keywords repeat (the hot ones, the crowd
 * after an announcement), and the titles change only when a notice is saved or deleted, which drops them in every
 * process. The half minute bounds how late a notice scheduled to appear shows in search.
 */
const keptMatches = sharedMemo<{ rows: search.TitleMatch[] }>('notice-search', { ttlMs: 30_000, max: 2_000 });

/** Notices were written through `db`: every process searches them afresh once it commits. */
export function noticesChanged(db: DbOrTx): void {
  keptMatches.changed(db);
}

/**
 * Exact titles, then titles starting with the keyword, then the rest, newest first in each: the newest notices
 * answer first, the indexes only for what they leave unfilled (notice-search.queries.ts says why).
 */
async function titlesMatching(db: DbOrTx, kind: Shelf, keyword: string, limit: number): Promise<search.TitleMatch[]> {
  return (await keptMatches.get(db, `${JSON.stringify(kind)}:${limit}:${keyword}`, async () => ({ rows: await titlesFound(db, kind, keyword, limit) }))).rows;
}

async function titlesFound(db: DbOrTx, kind: Shelf, keyword: string, limit: number): Promise<search.TitleMatch[]> {
  const p = keywordPatterns(keyword);
  const recent = await search.recentMatches(db, kind, p, limit);
  const ofClass = (c: search.MatchClass) => recent.filter((m) => m.class === c);
  const found = ofClass(0);
  for (const c of [1, 2] as const) {
    const wanted = limit - found.length;
    if (wanted <= 0) break;
    const inWindow = ofClass(c);
    found.push(...(inWindow.length >= wanted ? inWindow : await search.olderMatches(db, kind, p, c, wanted)).slice(0, wanted));
  }
  return found;
}

function kindSearch(kind: NoticeKind): SearchSource {
  const allowed = (reader: SearchReader) => kind === 'notice' || mayReadOffice(reader.user);
  return {
    async find(db, reader, keyword, limit): Promise<SearchHit[]> {
      if (!allowed(reader)) return [];
      const rows = await titlesMatching(db, shelfOf(kind, reader.user), keyword, limit);
      return rows.map((r) => ({ id: r.id, ...namesForReader(r.title, r.title_en, reader.lang), type: r.category_id ?? 0 }));
    },
    has: (db, reader, name) => (allowed(reader) ? search.hasTitle(db, shelfOf(kind, reader.user), name) : Promise.resolve(false)),
  };
}

export const noticeSearch = kindSearch('notice');
export const officeNoticeSearch = kindSearch('office');
