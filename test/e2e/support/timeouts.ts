/**
 * Journeys wait for what a user waits for (a button, a message), never for a fixed time; these are only the ceilings
 * of those waits, set for a loaded two-core runner where one step of a journey can take many seconds: a journey fails
 * when something never happens, not when a busy machine is slow.
 */
jest.setTimeout(240_000);
