/**
 * Reads a directory over LDAP (ldapts): the organizational units and the people (inetOrgPerson) under each base DN
 * changed since the high-water mark (modifyTimestamp), and the numbers of every person the filter selects now, so
 * a person gone from the tree (or from the selected departments) is seen as gone.
 */
import { Client, type Entry } from 'ldapts';
import { LDAP_DEFAULT_MAPPING, type LdapField } from '../../../../../contract/calls/directory';
import type { LdapSettings } from '../directory.table';

export interface DirectoryRead {
  units: Entry[];
  people: Entry[];
  /** The number of every person selected, changed or not. */
  present: Set<string>;
}

export const mappingOf = (settings: Partial<LdapSettings>): Record<LdapField, string> => ({ ...LDAP_DEFAULT_MAPPING, ...settings.mapping });

/** The first value of an attribute as text. */
export function first(entry: Entry, attribute: string): string | null {
  const key = Object.keys(entry).find((k) => k.toLowerCase() === attribute.toLowerCase());
  const value = key === undefined ? undefined : entry[key];
  const one = Array.isArray(value) ? value[0] : value;
  return one === undefined ? null : String(one);
}

/** A filter's text made safe to place inside another (RFC 4515 escapes); a highWater comes from the server itself. */
const since = (highWater: string | null) => (highWater && /^\d{14}(\.\d+)?Z$/.test(highWater) ? `(modifyTimestamp>=${highWater})` : '');
const wrapped = (filter: string) => (!filter ? '' : filter.startsWith('(') ? filter : `(${filter})`);

export async function readDirectory(settings: Partial<LdapSettings>, password: string | null, highWater: string | null): Promise<DirectoryRead> {
  const client = new Client({ url: settings.url ?? '', timeout: 30_000, connectTimeout: 10_000 });
  const mapping = mappingOf(settings);
  const read: DirectoryRead = { units: [], people: [], present: new Set() };
  try {
    if (settings.bind_dn) await client.bind(settings.bind_dn, password ?? '');
    for (const base of settings.base_dns ?? []) {
      const units = await client.search(base, { scope: 'sub', filter: `(&(objectClass=organizationalUnit)${since(highWater)})`, attributes: ['ou', 'description', 'modifyTimestamp', 'entryUUID'] });
      read.units.push(...units.searchEntries);
      const people = `(objectClass=inetOrgPerson)${wrapped(settings.filter ?? '')}`;
      const changed = await client.search(base, { scope: 'sub', filter: `(&${people}${since(highWater)})`, attributes: [...Object.values(mapping), 'modifyTimestamp', 'entryUUID'], paged: { pageSize: 500 } });
      read.people.push(...changed.searchEntries);
      const everyone = await client.search(base, { scope: 'sub', filter: `(&${people})`, attributes: [mapping.number], paged: { pageSize: 1000 } });
      for (const entry of everyone.searchEntries) {
        const number = first(entry, mapping.number);
        if (number) read.present.add(number);
      }
    }
    return read;
  } finally {
    await client.unbind().catch(() => undefined);
  }
}
