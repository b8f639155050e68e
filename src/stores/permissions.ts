/**
 * The signed-in user's permissions (spec §5 "Permission integrity", §6). The record from getAllAuth is kept in
 * local storage with its random value stored beside it as a token; a stored copy is trusted only while its checksum
 * (oldnum, user id cookie, super flag, permits, web_permits) matches and it equals the token. Every check reads the
 * record through the same integrity rule, so a copy edited in storage or in memory answers false to everything.
 * The server still authorises every call: this only decides what the interface offers. A page's first load shows the
 * stored copy at once and reads the server again behind it, so a permit granted or revoked since shows after a reload
 * (the menu follows); later loads in the page use the stored copy as before.
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

async function fetchRecord(): Promise<PermissionRecord | null> {
  try {
    return await api.getAllAuth({ random: String(Date.now()) }, { quiet: true });
  } catch {
    return null;
  }
}

/** Whose record this page has read from the server already. */
let readThisPage: string | null = null;

export const usePermissions = create<PermissionsState>((set, get) => {
  const keep = (record: PermissionRecord, uid: string) => {
    officeDb.set(RECORD_KEY, record);
    officeDb.set(TOKEN_KEY, record.random);
    readThisPage = uid;
    set({ record, uid });
  };
  return {
    record: null,
    uid: null,
    async load(uid) {
      const stored = storedRecord(uid);
      if (stored) {
        set({ record: stored, uid });
        // A page's first load reads the server again behind the stored copy: a grant or revoke since shows.
        if (readThisPage !== uid) {
          readThisPage = uid;
          void fetchRecord().then((record) => {
            if (record && get().uid === uid) keep(record, uid);
          });
        }
        return true;
      }
      const record = await fetchRecord();
      if (record) keep(record, uid);
      else set({ record: null, uid });
      return record !== null;
    },
    clear() {
      officeDb.remove(RECORD_KEY);
      officeDb.remove(TOKEN_KEY);
      readThisPage = null;
      set({ record: null, uid: null });
    },
  };
});

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
