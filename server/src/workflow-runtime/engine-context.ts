/** The engine's context for an instance: its process version compiled once, and the people its rules may name. */
import { inLanguage } from '../../../contract/rules/bilingual';
import type { DbOrTx } from '../db/database';
import type { Lang } from '../domain/lang';
import * as org from '../modules/org/org.service';
import * as processes from '../modules/processes/processes.service';
import { referencedBy, resolveApprovers } from '../workflow/approvers';
import { defaultPolicies, type EngineContext, type InstanceState } from '../workflow/engine';
import { compile } from '../workflow/graph';
import { boundaryName } from './step-names';

type Definition = processes.ProcessVersion['definition'];

/** Versions never change, so each version's definition is compiled once. */
const compiled = new WeakMap<Definition, { graph: ReturnType<typeof compile>; refs: ReturnType<typeof referencedBy> }>();

function compiledProcess(definition: Definition) {
  let found = compiled.get(definition);
  if (!found) compiled.set(definition, (found = { graph: compile(definition), refs: referencedBy(definition) }));
  return found;
}

export async function engineContext(db: DbOrTx, processVersionId: number, state: Pick<InstanceState, 'initiator' | 'values'>): Promise<EngineContext> {
  const process = await processes.processVersion(db, processVersionId);
  if (!process) throw new Error(`Process version ${processVersionId} is missing`);
  return engineContextOf(db, process.definition, state);
}

/** The context of a definition not stored (yet): the designer's simulation of a draft. */
export async function engineContextOf(db: DbOrTx, definition: Definition, state: Pick<InstanceState, 'initiator' | 'values'>): Promise<EngineContext> {
  const { graph, refs } = compiledProcess(definition);
  const people = Object.values(state.values).flatMap((v) => (Array.isArray(v) ? v.flatMap((p) => (p && typeof p === 'object' && 'uid' in p ? [String(p.uid)] : [])) : []));
  const directory = await org.approverDirectory(db, { applicant: state.initiator, posts: refs.posts, people: [...refs.users, ...people] });
  return { graph, policies: defaultPolicies, resolve: (rule, s) => resolveApprovers(directory, rule, s), now: Date.now() };
}

/** Node names: tasks and steps keep them in the language the records are kept in (Chinese); readers get theirs. */
export function nodeName(ctx: EngineContext, node: string, lang: Lang): string {
  const found = ctx.graph.nodes.get(node);
  if (found && (found.kind === 'approval' || found.kind === 'cc')) return inLanguage(found.node.name, found.node.name_en, lang);
  return boundaryName(node, lang);
}
