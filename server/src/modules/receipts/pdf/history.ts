/** The approval history: each step with its node, who acted, the action in words, the opinion and the time. */
import { actedByText } from '../../../../../contract/rules/grants';
import type { OutlineNode } from '../../../../../contract/calls/matters';
import { END } from '../../../workflow/graph';
import type { RecordStep } from '../../matters/record.service';
import { actionText, say } from '../texts';
import { drawTable } from './table';
import type { Writer } from '../../../pdf/writer';

/** Node names by id as the outline gives them (in the reader's language), branches included. */
export function outlineNames(nodes: OutlineNode[], into = new Map<string, string>()): Map<string, string> {
  for (const node of nodes) {
    into.set(node.id, node.name);
    for (const branch of node.branches) outlineNames(branch.nodes, into);
  }
  return into;
}

export function drawHistory(w: Writer, steps: RecordStep[], names: Map<string, string>): void {
  const { lang } = w;
  w.section(say(lang, 'history'));
  // Steps keep their node names in the records' language; the outline names them in the reader's.
  const nodeName = (s: RecordStep) => {
    if (s.node_id === 'start') return say(lang, 'processStart');
    if (s.node_id === END) return say(lang, 'processEnd');
    return lang === 'en' ? names.get(s.node_id) ?? s.node_name : s.node_name;
  };
  drawTable(w, {
    columns: [
      { label: say(lang, 'historyNode'), share: 0.2 },
      { label: say(lang, 'historyActor'), share: 0.14 },
      { label: say(lang, 'historyAction'), share: 0.13 },
      { label: say(lang, 'historyOpinion'), share: 0.33 },
      { label: say(lang, 'historyTime'), share: 0.2 },
    ],
    rows: steps.map((s) => [nodeName(s), s.actor_uid ? actedByText(s.actor_name, s.agent_name, lang) : say(lang, 'system'), actionText(lang, s.action), s.opinion, s.created]),
  });
  w.y += 10;
}
