/**
 * Permission record integrity and checks (spec §5 "Permission integrity", §6).
 * The server signs the record it sends (getAllAuth): `random` is the checksum below.
 * The client trusts a stored record only if the checksum still matches; otherwise every check is false.
 * This guards against a tampered local copy; the server still authorises every call itself.
 */
import { sha256 } from '@noble/hashes/sha256';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';

export interface PermissionRecord {
  permits: string[];
  web_permits: string[];
  issuper: number;
  random: string;
  oldnum: string;
}

/** Permission keys named by the spec (§6). */
export const Permit = {
  document: 'document',
  serviceCount: 'service-count',
  appsReportLists: 'apps-report-lists',
  tbReport: 'tb-report',
  serviceSituation: 'ServiceSituation.webAll',
  departService: 'DepartService.webAll',
  resourceConsult: 'resource-consult',
} as const;

export function permissionChecksum(
  record: Pick<PermissionRecord, 'oldnum' | 'issuper' | 'permits' | 'web_permits'>,
  uid: string,
): string {
  const material = [record.oldnum, uid, String(record.issuper), record.permits.join(','), record.web_permits.join(',')].join('|');
  return bytesToHex(sha256(utf8ToBytes(material))).slice(0, 32);
}

export function isRecordIntact(record: PermissionRecord | null | undefined, uid: string | null | undefined): boolean {
  if (!record || !uid || typeof record.random !== 'string') return false;
  return permissionChecksum(record, uid) === record.random;
}

/** True for a super user, or when the key (or any key of a list) is held (spec §5). */
export function hasPermission(record: PermissionRecord | null | undefined, uid: string | null | undefined, key: string | string[]): boolean {
  if (!record || !isRecordIntact(record, uid)) return false;
  if (record.issuper === 1) return true;
  const keys = Array.isArray(key) ? key : [key];
  return keys.some((k) => record.permits.includes(k) || record.web_permits.includes(k));
}

/** Admin: holds at least one permit, or is super (spec §6). */
export function isAdmin(record: Pick<PermissionRecord, 'permits' | 'web_permits' | 'issuper'>): boolean {
  return record.issuper === 1 || record.permits.length > 0 || record.web_permits.length > 0;
}
