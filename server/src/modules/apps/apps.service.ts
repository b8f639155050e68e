/**
 * The service catalogue: cards for the home page and the hall, favourites, recent use, a service's detail, form and
 * process outline. A caller sees only the services meant for their audience, with texts in their language.
 * `views` changes only through thirdClickNum; `times` (handled count) belongs to the approval engine.
 */
import sanitizeHtml from 'sanitize-html';
import type { Favourite, AppDetail } from '../../../../contract/calls/apps';
import type { ProcessOutline } from '../../../../contract/calls/matters';
import { START_NODE } from '../../../../contract/forms/field-access';
import type { FormSchema } from '../../../../contract/forms/schema';
import { audienceOf, type Audience } from '../../../../contract/rules/audience';
import { inLanguage } from '../../../../contract/rules/bilingual';
import { startProblem } from '../../../../contract/rules/launch';
import { namesForReader } from '../../../../contract/rules/search';
import { specText } from '../../../../contract/texts';
import type { AppCard } from '../../../../contract/schemas';
import type { DbOrTx } from '../../db/database';
import { afterCommit } from '../../db/in-transaction';
import { shortLived } from '../../db/memo';
import { sharedMemo } from '../../db/shared-memo';
import { keywordPatterns } from '../../db/keyword-search';
import type { AppRow } from './apps.table';
import { campusDateTime } from '../../domain/campus-time';
import { DomainError } from '../../domain/errors';
import type { Lang } from '../../domain/lang';
import { namedPeople, outline } from '../../workflow/outline';
import type { SearchSource } from '../area-module';
import * as forms from '../forms/forms.service';
import * as org from '../org/org.service';
import type { SessionUser } from '../org/org.service';
import * as processes from '../processes/processes.service';
import * as q from './apps.queries';

/** Who is asking, and in which language they read. */
export interface Reader {
  user: SessionUser | null;
  lang: Lang;
}

const audienceFor = (user: SessionUser | null): Audience => audienceOf(user?.identity_type);

function cardFields(r: AppRow, departments: Map<number, string>, lang: Lang): Omit<AppCard, 'apps'> {
  const folderDesc = inLanguage(r.folder_desc, r.folder_desc_en, lang);
  return {
    id: r.id,
    name: inLanguage(r.name, r.name_en, lang),
    logo_url: r.logo_url,
    type: r.type,
    is_folder: r.is_folder ? 1 : 0,
    // Administrators write this HTML; only formatting tags and safe links reach the page.
    folder_desc: folderDesc ? sanitizeHtml(folderDesc) : '',
    departName: departments.get(r.department_id ?? -1) ?? '',
    star: Number(r.star),
    star_enable: r.star_enable ? 'yes' : 'no',
    show_times: r.show_times ? 'yes' : 'no',
    ...launchFields(r),
    source_type: r.source_type,
  };
}

/** How a service opens and what it counts, as stored: a card and the back office's record show them alike. */
export function launchFields(r: AppRow) {
  return {
    views: r.views,
    times: r.times,
    during_upper: campusDateTime(r.during_upper),
    details_page: r.details_page ? 1 : 0,
    mobile_limit: r.mobile_limit,
    jump_type: r.jump_type,
    terminal: r.terminal,
    url: r.url,
    url_pc: r.url_pc,
    url_mobile: r.url_mobile,
    qrcode: r.qrcode,
    json_small_data: r.json_small_data,
    thirdparty_id: r.thirdparty_id,
    thirdparty_name: r.thirdparty_name,
    thirdparty_form_url_pc: r.thirdparty_form_url_pc,
    thirdparty_form_url_mobile: r.thirdparty_form_url_mobile,
  };
}

/** Cards for rows, folders with the children the caller may see. */
async function cards(db: DbOrTx, reader: Reader, rows: AppRow[]): Promise<AppCard[]> {
  const audience = audienceFor(reader.user);
  const folderIds = rows.filter((r) => r.is_folder).map((r) => r.id);
  const children = folderIds.length ? await q.childrenOfFolders(db, audience, folderIds) : [];
  const departments = await org.departmentNames(db, [...rows, ...children].map((r) => r.department_id), reader.lang);
  return rows.map((row) => ({
    ...cardFields(row, departments, reader.lang),
    apps: children.filter((c) => c.folder_id === row.id).map((c) => cardFields(c, departments, reader.lang)),
  }));
}

/** The service if the caller may see it; an unknown and a hidden service look the same. */
async function visibleApp(db: DbOrTx, user: SessionUser | null, id: number): Promise<AppRow> {
  const row = await q.visibleApp(db, audienceFor(user), id);
  if (!row) throw new DomainError('apps.notFound', { id });
  return row;
}

/**
 * The home's and the hall's answers by audience, language and view, from memory (db/shared-memo.ts): a back-office
 * change drops them in every process once it commits. What changes without the back office (the click counts a card
 * shows, a service's start window closing, a department renamed) shows within CATALOG_ANSWERS_MS.
 */
const CATALOG_ANSWERS_MS = 15_000;
const catalogAnswers = sharedMemo<object>('catalog-answers', { ttlMs: CATALOG_ANSWERS_MS, max: 5_000 });

function kept<T extends object>(db: DbOrTx, key: unknown[], load: () => Promise<T>): Promise<T> {
  return catalogAnswers.get(db, JSON.stringify(key), load) as Promise<T>;
}

export async function hotApps(db: DbOrTx, reader: Reader, limit: number): Promise<AppCard[]> {
  const audience = audienceFor(reader.user);
  return kept(db, ['hot', audience, reader.lang, limit], async () => cards(db, reader, await q.hotTopLevelApps(db, audience, limit)));
}

export async function recentApps(db: DbOrTx, reader: Reader & { user: SessionUser }, limit: number): Promise<AppCard[]> {
  return cards(db, reader, await q.recentAppsOf(db, audienceFor(reader.user), reader.user.uid, limit));
}

export async function favourites(db: DbOrTx, reader: Reader & { user: SessionUser }): Promise<Favourite[]> {
  const rows = await q.favouritesOf(db, audienceFor(reader.user), reader.user.uid);
  const list = await cards(db, reader, rows);
  return list.map((card, i) => ({ ...card, created: campusDateTime(rows[i].favourite_at) }));
}

export async function setFavourite(db: DbOrTx, user: SessionUser, appId: number, favourite: boolean): Promise<{ favourite: number }> {
  await visibleApp(db, user, appId);
  await (favourite ? q.addFavourite(db, user.uid, appId) : q.removeFavourite(db, user.uid, appId));
  return { favourite: favourite ? 1 : 0 };
}

export async function saveRecent(db: DbOrTx, user: SessionUser, appId: number): Promise<Record<string, never>> {
  await visibleApp(db, user, appId);
  await q.recordUse(db, user.uid, appId);
  return {};
}

export async function countThirdPartyClick(db: DbOrTx, user: SessionUser | null, appId: number): Promise<{ views: number }> {
  await visibleApp(db, user, appId);
  const row = await q.countLinkClick(db, appId);
  if (!row) throw new DomainError('apps.notThirdParty', { id: appId });
  return row;
}

/** The registered client that a service the caller may see names (its thirdparty_id), or empty. */
export async function thirdPartyClientOf(db: DbOrTx, user: SessionUser | null, appId: number): Promise<string> {
  return (await visibleApp(db, user, appId)).thirdparty_id;
}

export async function pickableApps(db: DbOrTx, reader: Reader): Promise<{ id: number; name: string }[]> {
  const rows = await q.pickableApps(db, audienceFor(reader.user));
  return rows.map((r) => ({ id: r.id, name: inLanguage(r.name, r.name_en, reader.lang) }));
}

export function catalog(db: DbOrTx, reader: Reader, filter: q.CatalogFilter, page: { p: number; pageSize: number }) {
  return kept(db, ['catalog', audienceFor(reader.user), reader.lang, filter, page], () => catalogPage(db, reader, filter, page));
}

async function catalogPage(db: DbOrTx, reader: Reader, filter: q.CatalogFilter, page: { p: number; pageSize: number }) {
  const audience = audienceFor(reader.user);
  const offset = (page.p - 1) * page.pageSize;
  const [rows, total, themeCounts, categoryCounts, departmentCounts] = await Promise.all([
    q.catalogPage(db, audience, filter, { offset, limit: page.pageSize }),
    q.catalogCount(db, audience, filter),
    q.themeFacet(db, audience, filter),
    q.catalogFacet(db, audience, { ...filter, categoryId: undefined }, 'category_id'),
    q.catalogFacet(db, audience, { ...filter, departmentId: undefined }, 'department_id'),
  ]);
  const count = (list: { id: number | null; n: number }[]) => new Map(list.map((c) => [c.id ?? -1, Number(c.n)]));
  const byCategory = count(categoryCounts);
  const byDepartment = count(departmentCounts);
  // The category and department chosen stay among the choices when nothing under the other filters is in them, so
  // the chip shown as chosen is the filter applied.
  const withChosen = (ids: number[], chosen: number | undefined) => (chosen === undefined || ids.includes(chosen) ? ids : [...ids, chosen]);
  const [categoryRows, departmentNames] = await Promise.all([
    q.categories(db, withChosen([...byCategory.keys()], filter.categoryId)),
    org.departmentNames(db, withChosen([...byDepartment.keys()], filter.departmentId), reader.lang),
  ]);
  return {
    list: await cards(db, reader, rows),
    total,
    p: page.p,
    page_size: page.pageSize,
    // A theme with nothing under the other filters is left out, unless it is the one chosen.
    themes: themeCounts
      .filter((t) => Number(t.n) > 0 || t.id === filter.themeId)
      .map((t) => ({
        id: t.id,
        name: inLanguage(t.name, t.name_en, reader.lang),
        description: inLanguage(t.description, t.description_en, reader.lang),
        count: Number(t.n),
      })),
    categories: categoryRows.map((c) => ({ id: c.id, name: inLanguage(c.name, c.name_en, reader.lang), count: byCategory.get(c.id) ?? 0 })),
    departments: [...departmentNames]
      .map(([id, name]) => ({ id, name, count: byDepartment.get(id) ?? 0 }))
      .sort((a, b) => a.name.localeCompare(b.name, reader.lang === 'zh' ? 'zh-CN' : 'en')),
  };
}

async function processOutline(db: DbOrTx, appId: number, form: FormSchema | undefined, lang: Lang): Promise<ProcessOutline | null> {
  const process = await processes.currentProcess(db, appId);
  if (!process) return null;
  const people = await org.activePeopleNames(db, namedPeople(process.definition));
  const fields = form ? forms.fieldLabels(form, lang) : new Map<string, string>();
  return { app_id: appId, version: process.version, nodes: outline(process.definition, { people, fields }, lang) };
}

export async function processInfo(db: DbOrTx, reader: Reader, appId: number): Promise<ProcessOutline> {
  await visibleApp(db, reader.user, appId);
  const form = await forms.currentForm(db, appId);
  const info = await processOutline(db, appId, form?.schema, reader.lang);
  return info ?? { app_id: appId, version: 0, nodes: [] };
}

/** Why the caller may not start the service now, as a text key; null when they may. */
async function startCheck(db: DbOrTx, reader: Reader, row: AppRow, terminal: 'pc' | 'mobile') {
  const form = await forms.currentForm(db, row.id);
  const problem = startProblem({
    type: row.type,
    hasForm: form !== undefined,
    audiences: row.audiences,
    mobileLimit: row.mobile_limit,
    duringUpper: campusDateTime(row.during_upper),
    signedIn: reader.user !== null,
    callerAudience: audienceFor(reader.user),
    onMobile: terminal === 'mobile',
    now: campusDateTime(new Date()),
  });
  return { form, problem };
}

/** A service the caller may start now on this terminal, with its current form; refused with the reason otherwise. */
export async function launchableApp(db: DbOrTx, reader: Reader, appId: number, terminal: 'pc' | 'mobile') {
  const row = await visibleApp(db, reader.user, appId);
  const { form, problem } = await startCheck(db, reader, row, terminal);
  if (problem || !form) throw new DomainError('apps.cannotStart', { reason: specText(problem ?? 'startNotApplication', reader.lang) });
  return { id: row.id, name: inLanguage(row.name, row.name_en, reader.lang), zhName: row.name, form };
}

export async function appDetail(db: DbOrTx, reader: Reader, appId: number, terminal: 'pc' | 'mobile'): Promise<AppDetail> {
  const { user, lang } = reader;
  // The answer follows the service's current form and process, which their areas keep in memory.
  const [form, process] = await Promise.all([forms.currentForm(db, appId), processes.currentProcess(db, appId)]);
  const key = ['detail', appId, audienceFor(user), user !== null, terminal, lang, form?.id ?? 0, process?.id ?? 0];
  const [detail, favourite] = await Promise.all([
    kept(db, key, () => sharedDetail(db, reader, appId, terminal)),
    user ? q.isFavourite(db, user.uid, appId) : Promise.resolve(false),
  ]);
  return { ...detail, favourite: favourite ? 1 : 0 };
}

/** A service's detail as every reader of an audience sees it (the favourite mark is each reader's own). */
async function sharedDetail(db: DbOrTx, reader: Reader, appId: number, terminal: 'pc' | 'mobile'): Promise<Omit<AppDetail, 'favourite'>> {
  const row = await visibleApp(db, reader.user, appId);
  const { lang } = reader;
  const [[card], materials, categories, { form, problem }] = await Promise.all([
    cards(db, reader, [row]),
    q.materialsOf(db, appId),
    q.categories(db, row.category_id === null ? [] : [row.category_id]),
    startCheck(db, reader, row, terminal),
  ]);
  return {
    ...card,
    description: inLanguage(row.description, row.description_en, lang),
    materials: materials.map((m) => ({ name: inLanguage(m.name, m.name_en, lang), note: inLanguage(m.note, m.note_en, lang), required: m.required ? 1 : 0 })),
    handling_days: row.handling_days,
    category_name: categories[0] ? inLanguage(categories[0].name, categories[0].name_en, lang) : '',
    audiences: row.audiences,
    process: await processOutline(db, appId, form?.schema, lang),
    can_start: problem ? 0 : 1,
    start_problem: problem ? specText(problem, lang) : '',
  };
}

/** The current form as the applicant fills it in, with the values of its fields bound to their profile (fill less). */
export async function applicantForm(db: DbOrTx, reader: Reader & { user: SessionUser }, appId: number) {
  await visibleApp(db, reader.user, appId);
  const form = await forms.currentForm(db, appId);
  if (!form) throw new DomainError('forms.noForm');
  const schema = forms.formForReader(form.schema, START_NODE, {}, reader.lang);
  return { app_id: appId, version: form.version, schema, prefill: await forms.prefillsFor(db, reader.user.uid, schema, reader.lang) };
}

/** The search group of services (spec §4): what the caller's audience may see, named in their language. */
export const appSearch: SearchSource = {
  async find(db, reader, keyword, limit) {
    const rows = await q.appsNamedLike(db, audienceFor(reader.user), keywordPatterns(keyword), limit);
    return rows.map((r) => ({ id: r.id, ...namesForReader(r.name, r.name_en, reader.lang), type: r.type }));
  },
  has: (db, reader, name) => q.hasAppNamed(db, audienceFor(reader.user), name),
};

/** Every list of applications names their services; names change rarely, so they are kept a minute. */
const namesById = shortLived<{ name: string; name_en: string }>(5_000, 60_000);

/**
 * Drops what is kept of the catalogue (names here; the home's, the hall's and the details' answers in every process)
 * once the back office's change commits, so users see it at once. Search reads the tables on each call.
 */
export function forgetCatalogCaches(db: DbOrTx): void {
  afterCommit(db, () => namesById.forget(db));
  catalogAnswers.changed(db);
}

/** Names of services by id in the reader's language (the Chinese one where a service has no English name). */
export async function appNames(db: DbOrTx, ids: number[], lang: Lang): Promise<Map<number, string>> {
  const found = await namesById.getMany(db, ids, async (missing) => new Map((await q.namesOf(db, missing)).map((r) => [r.id, { name: r.name, name_en: r.name_en }])));
  return new Map([...found].map(([id, { name, name_en }]) => [id, inLanguage(name, name_en, lang)]));
}

/** Whether a service takes its applicants' star ratings (star_enable). */
export function takesRatings(db: DbOrTx, appId: number): Promise<boolean> {
  return q.starEnabled(db, appId);
}

/**
 * Sets a service's star, the average of its ratings. Cards show it once their kept answers expire: a rating is not
 * worth dropping the catalogue every process keeps.
 */
export async function setStar(db: DbOrTx, appId: number, star: number): Promise<void> {
  await q.updateStar(db, appId, star);
}

/** Ids of the services in a category, named in either language (to-do filters by category). */
export async function appsInCategory(db: DbOrTx, categoryName: string): Promise<number[]> {
  return (await q.idsInCategory(db, categoryName)).map((r) => r.id);
}

/** How many services (published or not) name each third-party client as theirs. */
export async function servicesPerClient(db: DbOrTx, appids: string[]): Promise<Map<string, number>> {
  return new Map((await q.servicesPerClient(db, appids)).map((r) => [r.thirdparty_id, Number(r.n)]));
}

/**
 * Every service (folders aside, published or not) with the office that handles it (null when none is set) and whether it is published, for the
 * data center's efficiency by office and the scope of a department's report administrator.
 */
export function serviceOffices(db: DbOrTx): Promise<{ id: number; department_id: number | null; enabled: boolean }[]> {
  return q.serviceOffices(db);
}

/**
 * A service another area runs its reviews on (official documents): in the catalogue like any other, so its
 * applications have the matter pages and the to-do, but in no category, so the hall does not offer it.
 */
export async function addReviewService(
  db: DbOrTx,
  s: { name: string; name_en: string; description: string; description_en: string; department_id: number | null; audiences: Audience[] },
): Promise<number> {
  const id = await q.insertUncategorised(db, s);
  catalogAnswers.changed(db);
  return id;
}
