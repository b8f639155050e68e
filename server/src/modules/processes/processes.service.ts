/**
 * The services' process definitions, versioned: publishing makes a new version and running instances keep theirs.
 * The approval engine (server/src/workflow/) reads them from here.
 */
import { TypeCompiler } from '@sinclair/typebox/compiler';
import type { DbOrTx } from '../../db/database';
import { sharedMemo } from '../../db/shared-memo';
import { DomainError } from '../../domain/errors';
import { ProcessDefinition } from '../../../../contract/process/definition';
import * as q from './processes.queries';

const definitionCheck = TypeCompiler.Compile(ProcessDefinition);

export interface ProcessVersion {
  id: number;
  version: number;
  definition: ProcessDefinition;
  created_at: Date;
}

/** Each service's current process, from memory (db/shared-memo.ts): publishing a version drops them in every process. */
const currentProcesses = sharedMemo<{ process?: ProcessVersion }>('current-processes', { ttlMs: 60_000, max: 5_000 });

/** The service's current process; shared by every caller, so not to be changed. */
export async function currentProcess(db: DbOrTx, appId: number): Promise<ProcessVersion | undefined> {
  return (await currentProcesses.get(db, String(appId), async () => ({ process: await q.latestVersion(db, appId) }))).process;
}

/** Refuses a definition of the wrong shape, naming the path in error (what makes it unpublishable is workflow/check.ts's). */
export function checkDefinitionShape(definition: unknown): asserts definition is ProcessDefinition {
  const problem = definitionCheck.Errors(definition).First();
  if (problem) throw new DomainError('processes.invalid', { field: problem.path || '/' });
}

export async function publishProcess(db: DbOrTx, appId: number, definition: ProcessDefinition): Promise<{ id: number; version: number }> {
  checkDefinitionShape(definition);
  const published = await q.insertVersion(db, appId, definition);
  currentProcesses.changed(db);
  return published;
}

export function processVersion(db: DbOrTx, id: number): Promise<ProcessVersion | undefined> {
  return q.versionById(db, id);
}
