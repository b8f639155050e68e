/**
 * Fill-ins (填报): periodic collections. A mission is a catalogue service of the fill-in type (AppType.fillIn) with a
 * form, a population, a period and a window; each period every person of the population is due one submission (or
 * several, when the mission is multi). What client and server agree on beside the calls: period kinds, the status of a
 * person's period as 我的填报 shows it, late policies and the refusal codes of a submission.
 */

/** How often a mission asks: once, every day, every week (Monday to Sunday) or every month. */
export const FILLIN_PERIOD_KINDS = ['once', 'daily', 'weekly', 'monthly'] as const;
export type FillinPeriodKind = (typeof FILLIN_PERIOD_KINDS)[number];

/**
 * A person's current period of a mission, as 我的填报 lists and filters it (fillreportmylist `status`):
 * 0 to fill (open, nothing submitted yet), 1 filled (submitted this period), 2 missed (the period closed without a
 * submission and late ones are refused), 3 late (closed, nothing submitted, a late submission is still accepted),
 * 4 not open yet (the next period opens later; nothing is due today, e.g. a holiday).
 */
export const FillinStatus = { toFill: 0, filled: 1, missed: 2, late: 3, notOpen: 4 } as const;
export type FillinStatus = (typeof FillinStatus)[keyof typeof FillinStatus];
export const FILLIN_STATUSES: readonly FillinStatus[] = [0, 1, 2, 3, 4];

/** What happens to a submission after its period's window closed: refused, or accepted and marked late. */
export const FILLIN_LATE_POLICIES = ['refuse', 'accept'] as const;
export type FillinLatePolicy = (typeof FILLIN_LATE_POLICIES)[number];

/**
 * Envelope codes of a refused submission, so the page can tell "closed" from "not for you"; `m` always says it in
 * words (the window's times, the period).
 */
export const FillinRefusal = {
  /** The person is not in the mission's population. */
  NOT_IN_POPULATION: 21001,
  /** The period is not open yet (its window opens later, or nothing is due that day). */
  NOT_OPEN: 21002,
  /** The period's window closed and the mission refuses late submissions. */
  CLOSED: 21003,
  /** Already submitted this period and the mission takes one submission per period (the page offers to edit it). */
  ALREADY_FILLED: 21004,
  /** The mission was ended or paused by its office. */
  ENDED: 21005,
} as const;

/** Reminding the missing people of one scope (mission, period, department, class) again waits this long. */
export const FILLIN_REMIND_INTERVAL_MINUTES = 10;

/** The most rows one export writes (a period's submissions, a report's rows). */
export const EXPORT_MAX_ROWS = 1_000_000;
