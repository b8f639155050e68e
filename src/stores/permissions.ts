/**
 * The signed-in user's permissions (spec §5 "Permission integrity", §6). The record from getAllAuth is kept in
 * local storage with its random value stored beside it as a token; a stored copy is trusted only while its checksum
 * (oldnum, user id cookie, super flag, permits, web_permits) matches and it equals the token. Every check reads the
 * record through the same integrity rule, so a copy edited in storage or in memory answers false to everything.
 * The server still authorises every call: this only decides what the interface offers.
 */
import { create } from 'zustand';
import { hasPermission, isAdmin, isRecordIntact, type PermissionRecord } from '@contract/rules/permissions';
import { api } from '@/services/api';
import { officeDb } from '@/services/storage';

const RECORD_KEY = 'permissions';
const TOKEN_KEY = 'permissions_token';

interface PermissionsState {
  record: PermissionRecord | null;
  /** Whose record it is: the user id cookie it was checked against. */
  uid: string | null;
  /** Uses the stored record when it is intact for this user, else asks the server; false when that failed (spec §8). */
  load(uid: string): Promise<boolean>;
  clear(): void;
}

function storedRecord(uid: string): PermissionRecord | null {
  const record = officeDb.get<PermissionRecord>(RECORD_KEY);
  const token = officeDb.get<string>(TOKEN_KEY);
  return record && token === record.random && isRecordIntact(record, uid) ? record : null;
}

export const usePermissions = create<PermissionsState>((set) => ({
  record: null,
  uid: null,
  async load(uid) {
    const stored = storedRecord(uid);
    if (stored) {
      set({ record: stored, uid });
      return true;
    }
    try {
      const record = await api.getAllAuth({ random: String(Date.now()) }, { quiet: true });
      officeDb.set(RECORD_KEY, record);
      officeDb.set(TOKEN_KEY, record.random);
      set({ record, uid });
      return true;
    } catch {
      set({ record: null, uid });
      return false;
    }
  },
  clear() {
    officeDb.remove(RECORD_KEY);
    officeDb.remove(TOKEN_KEY);
    set({ record: null, uid: null });
  },
}));

/** Whether the user holds the key, or any key of a list (spec §5); a super user holds all. */
export function can(state: Pick<PermissionsState, 'record' | 'uid'>, key: string | string[]): boolean {
  return hasPermission(state.record, state.uid, key);
}

/** An administrator holds at least one permit or is super (spec §6); an untrusted record makes no one one. */
export function isAdministrator(state: Pick<PermissionsState, 'record' | 'uid'>): boolean {
  return state.record !== null && isRecordIntact(state.record, state.uid) && isAdmin(state.record);
}

/** A checker for components: re-renders when the record changes. */
export function useCan(): (key: string | string[]) => boolean {
  const record = usePermissions((s) => s.record);
  const uid = usePermissions((s) => s.uid);
  return (key) => can({ record, uid }, key);
}
