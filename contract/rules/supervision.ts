/** Efficiency supervision's constants both sides use (issue 32). */

/** Working days without an action after which an application in progress counts as stuck (process monitoring). */
export const STUCK_DAYS_DEFAULT = 3;
