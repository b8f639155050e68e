/**
 * What an office sets up for its dispatches: its numbering rule (with this year's count and the next number) and its
 * templates; and what a new dispatch is drafted with. Only an office's managers (its head and document clerks) change
 * its rule and templates; templates for every office are a super user's.
 */
import type { DocumentTemplate, NumberRule } from '../../../../contract/calls/documents';
import { formatDocumentNumber, numberPatternProblem, type Secrecy, type Urgency } from '../../../../contract/rules/documents';
import type { DbOrTx } from '../../db/database';
import { nowFor } from '../../db/server-clock';
import { DomainError } from '../../domain/errors';
import type { Lang } from '../../domain/lang';
import { sanitizeRichText } from '../forms/forms.service';
import * as org from '../org/org.service';
import type { SessionUser } from '../org/org.service';
import * as q from './documents.queries';
import { campusYear, ruleOf } from './issue.service';
import { draftingOffices, leaders, manages, reachOf } from './roles';

const PROBLEMS: Record<Lang, Record<string, string>> = {
  zh: { empty: '不能为空', tooLong: '不能超过 60 个字符', noSequence: '须含一个 {n}', manySequences: '只能含一个 {n}', braces: '花括号不成对', unknown: '不认识 {{part}}' },
  en: { empty: 'it is empty', tooLong: 'it is longer than 60 characters', noSequence: 'it needs one {n}', manySequences: 'it may hold only one {n}', braces: 'its braces do not pair', unknown: 'it does not know {{part}}' },
};

function problemText(problem: string, lang: Lang): string {
  const [kind, part] = problem.split(':');
  return PROBLEMS[lang][kind].replace('{{part}}', part ?? '');
}

async function managedOffices(db: DbOrTx, user: SessionUser, lang: Lang): Promise<{ id: number; name: string }[]> {
  const reach = await reachOf(db, user);
  const all = await org.allDepartments(db, lang);
  return reach.manages === 'all' ? all : all.filter((d) => manages(reach, d.id));
}

async function ruleRow(db: DbOrTx, office: { id: number; name: string }, year: number): Promise<NumberRule> {
  const [rule, [count]] = await Promise.all([ruleOf(db, office.id), q.issuedCounts(db, [office.id], year)]);
  const issued = count?.last ?? 0;
  return { office_id: office.id, office_name: office.name, pattern: rule.pattern, org: rule.org, mark: rule.mark, year, issued, next: formatDocumentNumber(rule.pattern, rule.org, year, issued + 1) };
}

export async function numberRules(db: DbOrTx, user: SessionUser, lang: Lang): Promise<NumberRule[]> {
  const year = campusYear(nowFor(db));
  return Promise.all((await managedOffices(db, user, lang)).map((office) => ruleRow(db, office, year)));
}

export async function saveNumberRule(db: DbOrTx, user: SessionUser, lang: Lang, input: { office_id: number; pattern: string; org: string; mark: string }): Promise<NumberRule> {
  const office = (await managedOffices(db, user, lang)).find((o) => o.id === input.office_id);
  if (!office) throw new DomainError('documents.notManager');
  const problem = numberPatternProblem(input.pattern);
  if (problem) throw new DomainError('documents.badPattern', { problem: problemText(problem, lang) });
  await q.saveNumberRule(db, office.id, { pattern: input.pattern.trim(), org: input.org.trim(), mark: input.mark.trim() }, user.uid);
  return ruleRow(db, office, campusYear(nowFor(db)));
}

async function templateRows(db: DbOrTx, lang: Lang, offices: number[] | 'all'): Promise<DocumentTemplate[]> {
  const rows = await q.templatesFor(db, offices);
  const names = await org.departmentNames(db, rows.map((r) => r.department_id), lang);
  return rows.map((r) => ({
    id: r.id,
    office_id: r.department_id ?? 0,
    office_name: r.department_id === null ? '' : (names.get(r.department_id) ?? ''),
    name: r.name,
    title: r.title,
    body: r.body,
    urgency: r.urgency,
    secrecy: r.secrecy,
  }));
}

export async function dispatchSetup(db: DbOrTx, user: SessionUser, lang: Lang) {
  const reach = await reachOf(db, user);
  const [offices, departments, signers] = await Promise.all([draftingOffices(db, user, reach), org.allDepartments(db, lang), leaders(db)]);
  const names = new Map(departments.map((d) => [d.id, d.name]));
  const titles = await org.activePeopleCards(db, signers.map((s) => s.uid));
  return {
    offices: offices.map((id) => ({ id, name: names.get(id) ?? '' })),
    departments,
    signers: signers.filter((s) => s.uid !== user.uid).map((s) => ({ uid: s.uid, name: titles.get(s.uid)?.name ?? s.name, title: s.post === 'president' ? (lang === 'en' ? 'President' : '校长') : lang === 'en' ? 'Vice-president' : '副校长' })),
    templates: await templateRows(db, lang, reach.manages === 'all' ? 'all' : offices),
  };
}

export interface TemplateInput {
  id?: number;
  office_id: number;
  name: string;
  title: string;
  body: string;
  urgency: Urgency;
  secrecy: Secrecy;
}

/** Whether the person may change templates of the office (0: every office's, a super user's). */
async function mayKeepTemplates(db: DbOrTx, user: SessionUser, officeId: number | null): Promise<boolean> {
  if (officeId === null || officeId === 0) return user.issuper === 1;
  return manages(await reachOf(db, user), officeId);
}

export async function saveTemplate(db: DbOrTx, user: SessionUser, lang: Lang, input: TemplateInput): Promise<DocumentTemplate> {
  if (!(await mayKeepTemplates(db, user, input.office_id))) throw new DomainError('documents.notManager');
  const values = {
    department_id: input.office_id || null,
    name: input.name.trim(),
    title: input.title.trim(),
    body: sanitizeRichText(input.body),
    urgency: input.urgency,
    secrecy: input.secrecy,
    updated_by: user.uid,
  };
  let id: number;
  if (input.id === undefined) id = (await q.insertTemplate(db, values)).id;
  else {
    const before = await q.templateById(db, input.id);
    if (!before || !(await mayKeepTemplates(db, user, before.department_id))) throw new DomainError('documents.templateNotFound');
    id = (await q.updateTemplate(db, input.id, values))!.id;
  }
  return (await templateRows(db, lang, 'all')).find((t) => t.id === id)!;
}

export async function deleteTemplate(db: DbOrTx, user: SessionUser, id: number): Promise<null> {
  const before = await q.templateById(db, id);
  if (!before || !(await mayKeepTemplates(db, user, before.department_id)) || !(await q.deleteTemplate(db, id))) throw new DomainError('documents.templateNotFound');
  return null;
}
