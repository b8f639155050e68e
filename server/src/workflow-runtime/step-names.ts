/**
 * Step names in the reader's language. Tasks and steps keep the Chinese name of their node (the records' language);
 * an English reader gets the node's English name from the process version the application runs on.
 */
import { inLanguage } from '../../../contract/rules/bilingual';
import type { DbOrTx } from '../db/database';
import type { Lang } from '../domain/lang';
import type { ProcessDefinition, ProcessNode } from '../../../contract/process/definition';
import { START } from '../workflow/engine';
import { END } from '../workflow/graph';
import * as processes from '../modules/processes/processes.service';

type Names = Map<string, { name: string; name_en?: string }>;

/** Versions never change, so each version's names are gathered once. */
const namesOf = new WeakMap<ProcessDefinition, Names>();

function nodeNames(definition: ProcessDefinition): Names {
  let names = namesOf.get(definition);
  if (names) return names;
  const found: Names = new Map();
  const visit = (nodes: ProcessNode[]): void => {
    for (const node of nodes) {
      found.set(node.id, node);
      if (node.kind === 'condition' || node.kind === 'parallel') node.branches.forEach((b) => visit(b.nodes));
    }
  };
  visit(definition.nodes);
  namesOf.set(definition, (names = found));
  return names;
}

/** The name of a node of a definition, as records keep it (zh) or as an English reader reads it. */
export function stepName(definition: ProcessDefinition, node: string, lang: Lang): string {
  const found = nodeNames(definition).get(node);
  return found ? inLanguage(found.name, found.name_en, lang) : boundaryName(node, lang);
}

/** The start and the end of a process, which no definition names. */
export function boundaryName(node: string, lang: Lang): string {
  if (node === END) return lang === 'en' ? 'End of process' : '流程结束';
  if (node === START) return lang === 'en' ? 'Start' : '发起';
  return node;
}

/** Names rows of several applications: (their process version, the node, the name the row keeps) → the name to show. */
export type StepNamer = (versionId: number | null, node: string, kept: string) => string;

export async function stepNamer(db: DbOrTx, lang: Lang, versionIds: (number | null)[]): Promise<StepNamer> {
  if (lang === 'zh') return (_version, _node, kept) => kept;
  const ids = [...new Set(versionIds.filter((id): id is number => id !== null))];
  const versions = new Map(await Promise.all(ids.map(async (id) => [id, await processes.processVersion(db, id)] as const)));
  return (versionId, node, kept) => {
    const version = versionId === null ? undefined : versions.get(versionId);
    return version ? stepName(version.definition, node, lang) : kept;
  };
}
