/**
 * Fill-ins (我的填报, the fill-in mission page, 填报统计): the caller's missions and their periods, filling one in with
 * the form renderer, and, for holders of tb-report within their data scope, each period's figures, who is missing,
 * reminding them, and the submissions. Refusals of a submission answer with FillinRefusal codes
 * (contract/rules/fillin.ts) and say why in `m`.
 */
import { Type, type Static } from '@sinclair/typebox';
import { defineCalls } from '../call';
import { FormSchema } from '../forms/schema';
import { EXPORT_MAX_ROWS, FILLIN_LATE_POLICIES, FILLIN_PERIOD_KINDS, FILLIN_STATUSES } from '../rules/fillin';
import { Id, Int, OneOf, PageOf, Paging, Payload } from '../schemas';

const Stamp = (description: string) => Type.String({ description: `${description}, YYYY-MM-DD HH:mm:ss campus time ('' when none)` });
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'a campus date, YYYY-MM-DD' });
const Period = Int({ minimum: 1, maximum: 100000, description: 'the period number, from 1 (period_num counts them)' });

/** A mission as 我的填报 and the home tab list it (spec §3 Fill-in report), with the caller's current period. */
export const FillReport = Type.Object({
  id: Type.Integer({ description: 'the mission' }),
  app_id: Type.Integer(),
  period_num: Type.Integer({ description: "the caller's current (or latest) period" }),
  app_type: Type.Integer(),
  is_multi: Type.Integer({ description: '1 when several fill-ins per period are allowed' }),
  app_name: Type.String(),
  created: Stamp('when the period opened'),
  status: OneOf(FILLIN_STATUSES, 'FillinStatus of the current period'),
  period_kind: OneOf(FILLIN_PERIOD_KINDS),
  period_label: Type.String({ description: "the period in the reader's language: 11月27日, 第48周, 2026年11月, …" }),
  closes_at: Stamp("when the current period's window closes"),
  submitted: Type.Integer({ description: "the caller's submissions this period" }),
});
export type FillReport = Static<typeof FillReport>;

export const FillPeriod = Type.Object({
  num: Type.Integer(),
  label: Type.String(),
  due_date: Day,
  opens_at: Stamp('the window opens'),
  closes_at: Stamp('the window closes'),
});
export type FillPeriod = Static<typeof FillPeriod>;

/** A mission as its fill page shows it to one person, for one period. */
export const FillMission = Type.Object({
  id: Type.Integer(),
  app_id: Type.Integer(),
  name: Type.String(),
  description: Type.String({ description: 'plain text' }),
  department: Type.String({ description: 'the office running it' }),
  period_kind: OneOf(FILLIN_PERIOD_KINDS),
  is_multi: Type.Integer(),
  late_policy: OneOf(FILLIN_LATE_POLICIES),
  period: FillPeriod,
  status: OneOf(FILLIN_STATUSES),
  server_time: Stamp("the server's clock"),
  /** Why the caller may not submit for this period now ('' when they may); a late submission is allowed and says so. */
  refusal: Type.String(),
  late: Type.Boolean({ description: 'a submission now would be marked late' }),
  form: Type.Object({ version: Type.Integer(), schema: FormSchema }),
  /** The caller's submissions in this period, newest first (one at most unless is_multi). */
  mine: Type.Array(Type.Object({ id: Type.Integer(), created: Stamp('submitted'), updated: Stamp('last changed'), late: Type.Boolean() })),
  /**
   * 免填: values of the caller's last submission of an earlier period, when the mission allows copying them
   * (JSON of the form's values by field id; '' when there is none or the mission does not allow it).
   */
  last_values: Type.String(),
  last_period_label: Type.String({ description: "the period last_values come from ('' when none)" }),
});
export type FillMission = Static<typeof FillMission>;

/** One submission, with the form it was filled on. */
export const FillSubmission = Type.Object({
  id: Type.Integer(),
  mission_id: Type.Integer(),
  app_name: Type.String(),
  period: FillPeriod,
  uid: Type.String(),
  name: Type.String(),
  number: Type.String(),
  department: Type.String(),
  class_name: Type.String(),
  created: Stamp('submitted'),
  updated: Stamp('last changed'),
  late: Type.Boolean(),
  form: Type.Object({ version: Type.Integer(), schema: FormSchema }),
  /** JSON of the values by field id. */
  values: Type.String(),
  editable: Type.Boolean({ description: 'the caller may change it (their own, while its window is open)' }),
});
export type FillSubmission = Static<typeof FillSubmission>;

/** A mission as 填报统计 lists it for a holder of tb-report, with the figures of its current period in their scope. */
export const FillMissionSummary = Type.Object({
  id: Type.Integer(),
  app_id: Type.Integer(),
  name: Type.String(),
  department: Type.String(),
  period_kind: OneOf(FILLIN_PERIOD_KINDS),
  period: FillPeriod,
  population: Type.Integer(),
  submitted: Type.Integer({ description: 'people who submitted in the current period' }),
  rate: Type.Number({ description: 'submitted / population, 0 to 1 (0 when nobody is due)' }),
});
export type FillMissionSummary = Static<typeof FillMissionSummary>;

const Rate = {
  population: Type.Integer({ description: 'people due' }),
  submitted: Type.Integer({ description: 'people who submitted' }),
  late: Type.Integer({ description: 'people whose (first) submission was late' }),
  rate: Type.Number({ description: 'submitted / population, 0 to 1' }),
};

/** A field's summary over a period's submissions in the caller's scope. */
export const FillFieldSummary = Type.Object({
  field_id: Type.String(),
  label: Type.String(),
  kind: OneOf(['options', 'number', 'date'] as const, 'options: Radio, Select, Checkbox; number: Number, Money; date: Date'),
  answered: Type.Integer({ description: 'submissions with a value' }),
  options: Type.Array(Type.Object({ value: Type.String(), label: Type.String(), count: Type.Integer() }), { description: "kind options: each option's count" }),
  number: Type.Union([Type.Object({ sum: Type.Number(), avg: Type.Number(), min: Type.Number(), max: Type.Number() }), Type.Null()]),
  dates: Type.Array(Type.Object({ day: Day, count: Type.Integer() }), { description: 'kind date: submissions per day, in order' }),
});
export type FillFieldSummary = Static<typeof FillFieldSummary>;

export const FillStats = Type.Object({
  mission: FillMissionSummary,
  period: FillPeriod,
  /** Recent periods to choose from, newest first (at most 60). */
  periods: Type.Array(FillPeriod),
  totals: Type.Object(Rate),
  departments: Type.Array(Type.Object({ department_id: Type.Integer(), name: Type.String(), ...Rate })),
  classes: Type.Array(Type.Object({ department_id: Type.Integer(), class_name: Type.String(), ...Rate })),
  fields: Type.Array(FillFieldSummary),
});
export type FillStats = Static<typeof FillStats>;

/** Narrows a period's people to a department and a class of it, within the caller's scope. */
const Scope = {
  mission_id: Id(),
  period_num: Period,
  department_id: Type.Optional(Id()),
  class_name: Type.Optional(Type.String({ maxLength: 40 })),
};

export const FillPerson = Type.Object({
  uid: Type.String(),
  name: Type.String(),
  number: Type.String(),
  department: Type.String(),
  class_name: Type.String(),
});

export const fillinsCalls = defineCalls('fillins', {
  fillreportmylist: {
    method: 'GET',
    access: 'user',
    summary: "我的填报: the missions the caller is due to fill, with their current period's status (those to fill first, closing soonest).",
    payload: Payload({ ...Paging, status: Type.Optional(OneOf(FILLIN_STATUSES, 'FillinStatus to keep')) }),
    result: PageOf(FillReport),
  },
  getFillMission: {
    method: 'GET',
    access: 'user',
    summary: "A mission's fill page for the caller: its form, a period (the current one unless asked), the caller's submissions in it and whether they may submit.",
    payload: Payload({ id: Id(), period_num: Type.Optional(Period) }),
    result: FillMission,
  },
  submitFillin: {
    method: 'POST',
    access: 'user',
    summary:
      "Submits the caller's fill-in for a period (validated as the form's schema says), or changes one of theirs while its window is open; " +
      'a retried request_key answers the first submission.',
    payload: Payload({
      mission_id: Id(),
      period_num: Period,
      data: Type.String({ maxLength: 200_000, description: 'JSON of the form values by field id' }),
      request_key: Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
      submission_id: Type.Optional(Id()),
    }),
    result: Type.Object({ id: Type.Integer(), late: Type.Boolean() }),
    owns: { submission_id: 'submission' },
  },
  getFillSubmission: {
    method: 'GET',
    access: 'user',
    summary: "One submission: the caller's own, or one in the data scope of the caller's tb-report permit (the statistics' drill-down).",
    payload: Payload({ submission_id: Id() }),
    result: FillSubmission,
    owns: { submission_id: 'submission' },
  },
  getMyFillHistory: {
    method: 'GET',
    access: 'user',
    summary: "The caller's submissions to one mission, newest period first.",
    payload: Payload({ mission_id: Id(), ...Paging }),
    result: PageOf(Type.Object({ id: Type.Integer(), period: FillPeriod, created: Type.String(), late: Type.Boolean() })),
  },
  getFillMissions: {
    method: 'GET',
    access: 'admin',
    permit: 'tb-report',
    summary: '填报统计: the missions with people in the caller\'s data scope, with their current period\'s rate.',
    payload: Payload({ ...Paging, keyword: Type.Optional(Type.String({ maxLength: 50 })) }),
    result: PageOf(FillMissionSummary),
  },
  getFillStats: {
    method: 'GET',
    access: 'admin',
    permit: 'tb-report',
    summary:
      "A mission's period in the caller's data scope: submitted and missing counts and rates by department and class, and each field's summary " +
      '(answered from the figures kept as submissions arrive).',
    payload: Payload({ mission_id: Id(), period_num: Type.Optional(Period), department_id: Type.Optional(Id()) }),
    result: FillStats,
  },
  getFillMissing: {
    method: 'GET',
    access: 'admin',
    permit: 'tb-report',
    summary: 'Who of the population in the caller\'s scope has not submitted in a period, by department then number.',
    payload: Payload({ ...Scope, ...Paging }),
    result: PageOf(Type.Object({ ...FillPerson.properties, reminded_at: Type.String({ description: "the last reminder of this period ('' none)" }) })),
  },
  getFillSubmissions: {
    method: 'GET',
    access: 'admin',
    permit: 'tb-report',
    summary: "A period's submissions in the caller's scope, latest first; each opens with getFillSubmission.",
    payload: Payload({ ...Scope, ...Paging }),
    result: PageOf(Type.Object({ id: Type.Integer(), ...FillPerson.properties, created: Type.String(), late: Type.Boolean() })),
  },
  remindFillMissing: {
    method: 'POST',
    access: 'admin',
    permit: 'tb-report',
    summary:
      'Reminds everyone missing in the scope (a message through their channels, at the time their message settings allow); ' +
      'the same scope again waits FILLIN_REMIND_INTERVAL_MINUTES.',
    payload: Payload(Scope),
    result: Type.Object({ reminded: Type.Integer() }),
  },
  exportFillSubmissions: {
    method: 'GET',
    access: 'admin',
    permit: 'tb-report',
    summary:
      `A period's submissions in the caller's scope as an .xlsx file (one column per form field), streamed as it is written (not enveloped on success); ` +
      `at most ${EXPORT_MAX_ROWS} rows. The header x-total-rows gives the rows it holds.`,
    payload: Payload(Scope),
    result: Type.Null(),
  },
});
