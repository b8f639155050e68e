/** The SLA hours of each approval node of a process version; a version never changes, so each is compiled once. */
import type { DbOrTx } from '../../db/database';
import { compile } from '../../workflow/graph';
import * as processes from '../processes/processes.service';

type Definition = NonNullable<Awaited<ReturnType<typeof processes.processVersion>>>['definition'];

const compiled = new WeakMap<Definition, Map<string, number>>();

export async function slaHoursOf(db: DbOrTx, versionId: number): Promise<Map<string, number>> {
  const version = await processes.processVersion(db, versionId);
  if (!version) return new Map();
  let hours = compiled.get(version.definition);
  if (!hours) {
    hours = new Map();
    for (const [id, node] of compile(version.definition).nodes) if (node.kind === 'approval' && node.node.sla_hours) hours.set(id, node.node.sla_hours);
    compiled.set(version.definition, hours);
  }
  return hours;
}
