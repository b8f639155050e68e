/**
 * Unread messages per user and type, asked for by the badge on every page: kept in memory per user
 * (db/shared-memo.ts) for UNREAD_CACHE_MS, and dropped in every process once a change of that user's messages commits.
 */
import { sharedMemo } from '../../db/shared-memo';

export const UNREAD_CACHE_MS = 5_000;

export const unreadCounts = sharedMemo<Record<string, number>>('unread-counts', { ttlMs: UNREAD_CACHE_MS, max: 50_000 });
