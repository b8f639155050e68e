/**
 * A service's process outline drawn as a flow (getAppDetail `process`): the application, then each step in order
 * with who handles it and how several approvers decide, branches side by side under their labels, then done. A list
 * of steps for assistive technology; the connecting lines are decoration. An application's diagram (the examine page)
 * marks the steps it stands at now: drawn apart, and named so for assistive technology (aria-current).
 */
import { createContext, useContext } from 'react';
import { Text, View } from '@tarojs/components';
import type { OutlineNode, ProcessOutline } from '@contract/calls/matters';
import { listed } from '@/i18n';
import { modeKey } from '@contract/rules/sign-words';
import { roleProps } from '@/platform/a11y-role';
import { TextAround } from '@/ui/user-text';
import { useMattersTranslation } from '../i18n';
import { approverWords } from '../rules/approver-text';
import './process-diagram.scss';

/** How several approvers decide matters only where there can be several. */
function showsMode(node: OutlineNode): boolean {
  if (node.mode === '' || node.mode === 'sequential') return node.mode === 'sequential' && (node.approvers?.names.length ?? 0) > 1;
  return node.approvers?.type !== 'department_head';
}

/** The steps an application stands at now, by node id. */
const Current = createContext<readonly string[]>([]);

function StepBox({ node }: { node: OutlineNode }) {
  const { t } = useMattersTranslation();
  const words = approverWords(node.approvers, listed);
  const mode = showsMode(node) ? modeKey(node.mode) : null;
  const current = useContext(Current).includes(node.id);
  return (
    <View
      className={`ch-flow__step ch-flow__step--${node.kind}${current ? ' ch-flow__step--current' : ''}`}
      {...roleProps('listitem')}
      aria-current={current ? 'step' : undefined}
      data-testid={current ? 'diagram-current' : undefined}
    >
      {current ? <Text className="ch-flow__now">{t('currentStepMark', { defaultValue: '' })}</Text> : null}
      <Text className="ch-flow__kind">{t(node.kind === 'cc' ? 'ccStep' : 'approvalStep')}</Text>
      <Text className="ch-flow__name">{node.name}</Text>
      {words ? (
        <Text className="ch-flow__who">
          {words.people ? <TextAround say={(slot) => t(words.key, { ...words.values, names: slot })} value={words.people} /> : t(words.key, words.values)}
        </Text>
      ) : null}
      {mode ? <Text className="ch-flow__mode">{t(mode)}</Text> : null}
    </View>
  );
}

function BranchBox({ node }: { node: OutlineNode }) {
  const { t } = useMattersTranslation();
  return (
    <View className="ch-flow__split" {...roleProps('listitem')}>
      <Text className="ch-flow__split-name">{t(node.kind === 'parallel' ? 'parallelBy' : 'branchBy', { name: node.name })}</Text>
      <View className="ch-flow__branches">
        {node.branches.map((branch, i) => (
          <View key={`${branch.label}-${i}`} className="ch-flow__branch">
            <Text className="ch-flow__label">{branch.label}</Text>
            {branch.nodes.length > 0 ? <Steps nodes={branch.nodes} /> : <Text className="ch-flow__none">{t('noStepsInBranch')}</Text>}
          </View>
        ))}
      </View>
    </View>
  );
}

function Steps({ nodes }: { nodes: OutlineNode[] }) {
  return (
    <View className="ch-flow__steps" {...roleProps('list')}>
      {nodes.map((node) => (node.kind === 'condition' || node.kind === 'parallel' ? <BranchBox key={node.id} node={node} /> : <StepBox key={node.id} node={node} />))}
    </View>
  );
}

interface Props {
  outline: ProcessOutline | null;
  narrow: boolean;
  /** An application's steps open now (node ids); a service's outline has none. */
  current?: readonly string[];
}

export function ProcessDiagram({ outline, narrow, current = [] }: Props) {
  const { t } = useMattersTranslation();
  if (!outline || outline.nodes.length === 0) return <Text className="ch-matter-muted">{t('noProcess')}</Text>;
  return (
    <Current.Provider value={current}>
      <View className={`ch-flow${narrow ? ' ch-flow--narrow' : ''}`} data-testid="process-diagram">
        <Text className="ch-flow__end">{t('startNode')}</Text>
        <Steps nodes={outline.nodes} />
        <Text className="ch-flow__end">{t('endNode')}</Text>
      </View>
    </Current.Provider>
  );
}
