/**
 * The services' process definitions, versioned: publishing makes a new version and running instances keep theirs.
 * The approval engine (server/src/workflow/) reads them from here.
 */
import { TypeCompiler } from '@sinclair/typebox/compiler';
import type { DbOrTx } from '../../db/database';
import { DomainError } from '../../domain/errors';
import { ProcessDefinition } from '../../workflow/definition';
import * as q from './processes.queries';

const definitionCheck = TypeCompiler.Compile(ProcessDefinition);

export interface ProcessVersion {
  id: number;
  version: number;
  definition: ProcessDefinition;
}

export function currentProcess(db: DbOrTx, appId: number): Promise<ProcessVersion | undefined> {
  return q.latestVersion(db, appId);
}

export async function publishProcess(db: DbOrTx, appId: number, definition: ProcessDefinition): Promise<{ id: number; version: number }> {
  const problem = definitionCheck.Errors(definition).First();
  if (problem) throw new DomainError('processes.invalid', { field: problem.path || '/' });
  return q.insertVersion(db, appId, definition);
}

export function processVersion(db: DbOrTx, id: number): Promise<ProcessVersion | undefined> {
  return q.versionById(db, id);
}
