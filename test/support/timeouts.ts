/**
 * API suites and journeys wait for what a user waits for (an answer, a button, a message), never for a fixed time;
 * this is only the ceiling of a test or hook, set for a loaded two-core runner where starting a server on a copied
 * campus or one step of a journey can take many seconds: a test fails when something never happens, not when a busy
 * machine is slow.
 */
jest.setTimeout(240_000);
