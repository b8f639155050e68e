/**
 * The process designer's node tree, approval-designer style: the applicant's start, each node as a card in order,
 * condition and parallel nodes as side-by-side branch columns, then the end. A card opens its settings beside the
 * tree (below it on phones). Controlled: every change hands a new definition to onChange; only which card is selected
 * and which add menu is open live here.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { DesignProblem } from '@contract/calls/designer';
import type { FormField } from '@contract/forms/schema';
import type { ApprovalMode, ApproverRule, Condition, ProcessBranch, ProcessDefinition, ProcessNode } from '@contract/process/definition';
import { inLanguage } from '@contract/rules/bilingual';
import { useUiSettings, type Lang } from '@/stores/ui-settings';
import { useConfirm, useNarrow } from '../../kit';
import { useProcessTranslation } from './process-i18n';
import './process-editor.scss';

export interface ProcessEditorProps {
  value: ProcessDefinition;
  onChange(next: ProcessDefinition): void;
  /** The form's fields (contract/forms/schema.ts FormField), for conditions and form_user rules. */
  fields: FormField[];
  /** Posts people hold (codes such as 'dean'), for post rules. */
  posts: string[];
  /** Problems found by the server's check, shown on their node (node_id), from contract/calls/designer.ts DesignProblem. */
  problems: DesignProblem[];
}

type Kind = ProcessNode['kind'];
type Branching = Extract<ProcessNode, { branches: ProcessBranch[] }>;
type Approval = Extract<ProcessNode, { kind: 'approval' }>;
type Op = 'eq' | 'ne' | 'gt' | 'gte' | 'lt' | 'lte' | 'in';
type T = ReturnType<typeof useProcessTranslation>['t'];
/** Where a sequence sits: node and branch indexes from the top, alternating ([] is the top level). */
type Seat = number[];

const KINDS: Kind[] = ['approval', 'cc', 'condition', 'parallel'];
const RULE_TYPES: ApproverRule['type'][] = ['users', 'post', 'department_head', 'initiator_choice', 'previous_choice', 'form_user'];
const MODES: ApprovalMode[] = ['sequential', 'all', 'any', 'vote'];
const TIMEOUTS = ['remind', 'approve', 'reject'] as const;
const NUMBER_TYPES = new Set<FormField['type']>(['Integer', 'Numeric']);
const CHOICE_TYPES = new Set<FormField['type']>(['Radio', 'Select', 'Checkbox', 'SelectV2']);
const MAX_BRANCHES = 10;
const MIN_BRANCHES = 2;

// Names and labels are content, Chinese first (the English ones are optional): new ones start in Chinese whatever
// language the designer reads.
const NEW_NAMES: Record<Kind, string> = { approval: '审批人', cc: '抄送人', condition: '条件', parallel: '并行' };
const branchLabel = (kind: Branching['kind'], n: number) => `${kind === 'condition' ? '条件' : '分支'} ${n}`;
const OTHER_BRANCH = '其他';

const isBranching = (node: ProcessNode): node is Branching => node.kind === 'condition' || node.kind === 'parallel';
const conditionFields = (fields: FormField[]) => fields.filter((f) => f.type !== 'RepeatTable');

function opsFor(field: FormField | undefined): Op[] {
  if (field && NUMBER_TYPES.has(field.type)) return ['eq', 'ne', 'gt', 'gte', 'lt', 'lte'];
  if (field && CHOICE_TYPES.has(field.type)) return ['eq', 'ne', 'in'];
  return ['eq', 'ne'];
}

/** A condition to fill in: on the first choice field, whose options make the likeliest branches. */
function emptyCondition(fields: FormField[]): Condition {
  const usable = conditionFields(fields);
  const field = usable.find((f) => CHOICE_TYPES.has(f.type)) ?? usable[0];
  return { field: field?.id ?? '', op: 'eq', value: '' };
}

/** `record` with `key` set, or without it for undefined: an optional property stays absent rather than empty. */
function put<R extends object, K extends keyof R>(record: R, key: K, value: R[K] | undefined): R {
  const next = { ...record };
  if (value === undefined) delete next[key];
  else next[key] = value;
  return next;
}

/** The tree with the sequence at `seat` rewritten. */
function editSequence(nodes: ProcessNode[], seat: Seat, edit: (sequence: ProcessNode[]) => ProcessNode[]): ProcessNode[] {
  if (seat.length === 0) return edit(nodes);
  const [at, branch, ...rest] = seat;
  return nodes.map((node, i) =>
    i === at && isBranching(node) ? { ...node, branches: node.branches.map((b, j) => (j === branch ? { ...b, nodes: editSequence(b.nodes, rest, edit) } : b)) } : node,
  );
}

function locate(nodes: ProcessNode[], id: string, seat: Seat = []): { seat: Seat; index: number; node: ProcessNode } | null {
  for (const [index, node] of nodes.entries()) {
    if (node.id === id) return { seat, index, node };
    if (!isBranching(node)) continue;
    for (const [b, branch] of node.branches.entries()) {
      const found = locate(branch.nodes, id, [...seat, index, b]);
      if (found) return found;
    }
  }
  return null;
}

const idsIn = (nodes: ProcessNode[]): string[] => nodes.flatMap((n) => [n.id, ...(isBranching(n) ? n.branches.flatMap((b) => idsIn(b.nodes)) : [])]);

/**
 * `kind_n` with the least n nothing names: neither a node of the tree nor a field's rights, which would otherwise
 * pass a deleted node's rights on to the new one.
 */
function freshId(nodes: ProcessNode[], fields: FormField[], kind: Kind): string {
  const rights = fields.flatMap((f) => [f, ...(f.type === 'RepeatTable' ? f.columns : [])]).flatMap((f) => Object.keys(f.permissions ?? {}));
  const taken = new Set([...idsIn(nodes), ...rights]);
  let n = 1;
  while (taken.has(`${kind}_${n}`)) n += 1;
  return `${kind}_${n}`;
}

function newNode(kind: Kind, id: string, fields: FormField[]): ProcessNode {
  const name = NEW_NAMES[kind];
  switch (kind) {
    case 'approval':
      return { kind, id, name, approvers: { type: 'department_head', levels: 1 }, mode: 'sequential' };
    case 'cc':
      return { kind, id, name, recipients: { type: 'initiator_choice' } };
    case 'condition':
      return { kind, id, name, branches: [{ label: branchLabel(kind, 1), when: emptyCondition(fields), nodes: [] }, { label: OTHER_BRANCH, nodes: [] }] };
    case 'parallel':
      return { kind, id, name, branches: [{ label: branchLabel(kind, 1), nodes: [] }, { label: branchLabel(kind, 2), nodes: [] }] };
  }
}

const moved = <V,>(list: V[], index: number, by: number): V[] => {
  const next = [...list];
  [next[index], next[index + by]] = [next[index + by], next[index]];
  return next;
};

const fieldName = (fields: FormField[], id: string, lang: Lang) => {
  const field = fields.find((f) => f.id === id);
  return field ? inLanguage(field.label, field.label_en, lang) : id;
};

function ruleText(t: T, rule: ApproverRule, fields: FormField[], lang: Lang): string {
  switch (rule.type) {
    case 'users':
      return t('rule.users', { count: rule.uids.length });
    case 'post':
      return t(rule.same_department ? 'rule.postOwn' : 'rule.post', { post: inLanguage(rule.label, rule.label_en, lang) || rule.post || t('rule.notSet') });
    case 'department_head':
      return t('rule.head', { count: rule.levels });
    case 'form_user':
      return t('rule.formUser', { field: rule.field ? fieldName(fields, rule.field, lang) : t('rule.notSet') });
    case 'initiator_choice':
      return t('rule.initiator');
    case 'previous_choice':
      return t('rule.previous');
  }
}

function conditionText(t: T, when: Condition, fields: FormField[], lang: Lang): string {
  const field = fields.find((f) => f.id === when.field);
  const options = field && 'options' in field ? field.options : [];
  const shown = (Array.isArray(when.value) ? when.value : [when.value])
    .filter((v) => v !== '')
    .map((v) => {
      const option = options.find((o) => o.value === String(v));
      return option ? inLanguage(option.label, option.label_en, lang) : String(v);
    });
  const value = shown.length ? shown.join(t('condition.separator')) : t('condition.empty');
  return t('condition.summary', { field: fieldName(fields, when.field, lang), op: t(`ops.${when.op}`), value });
}

const percent = (ratio: number | undefined) => Math.round((ratio ?? 0) * 100);

export function ProcessEditor({ value, onChange, fields, posts, problems }: ProcessEditorProps): JSX.Element {
  const { t } = useProcessTranslation();
  const lang = useUiSettings((s) => s.lang);
  const narrow = useNarrow();
  const [confirm, dialog] = useConfirm();
  // By id rather than place, so the selection follows its node when nodes move around it.
  const [selected, setSelected] = useState<string | null>(null);
  const [menu, setMenu] = useState<string | null>(null);
  const uid = useId();
  const canvas = useRef<HTMLDivElement>(null);
  // A tree wider than its box opens on its middle, where the main line runs, not on the edge of its first branch.
  useEffect(() => {
    const box = canvas.current;
    if (box) box.scrollLeft = (box.scrollWidth - box.clientWidth) / 2;
  }, []);
  const nodes = value.nodes;
  const change = (next: ProcessNode[]) => onChange({ ...value, nodes: next });
  const spot = selected === null ? null : locate(nodes, selected);
  const selectId = (id: string) => `${uid}-select-${id}`;

  const add = (seat: Seat, index: number, kind: Kind) => {
    const id = freshId(nodes, fields, kind);
    change(editSequence(nodes, seat, (seq) => [...seq.slice(0, index), newNode(kind, id, fields), ...seq.slice(index)]));
    setMenu(null);
    setSelected(id);
  };
  const remove = async (seat: Seat, index: number, node: ProcessNode) => {
    const name = inLanguage(node.name, node.name_en, lang);
    if (!(await confirm(t(isBranching(node) ? 'tree.confirmDeleteBranching' : 'tree.confirmDelete', { name })))) return;
    change(editSequence(nodes, seat, (seq) => seq.filter((_, i) => i !== index)));
  };

  const addSlot = (seat: Seat, index: number, label: string) => {
    const key = `${seat.join('.')}:${index}`;
    return <AddSlot label={label} open={menu === key} onOpen={(open) => setMenu(open ? key : null)} onPick={(kind) => add(seat, index, kind)} />;
  };

  const card = (node: ProcessNode, seat: Seat, index: number, count: number) => {
    const name = inLanguage(node.name, node.name_en, lang) || t('tree.unnamed');
    const own = problems.filter((p) => p.node_id === node.id);
    const problemsId = `${uid}-problems-${[...seat, index].join('-')}`;
    const lines: string[] = [];
    if (node.kind === 'approval') {
      lines.push(ruleText(t, node.approvers, fields, lang), t(`modes.${node.mode}`, { percent: percent(node.vote_ratio) }));
      if (node.sla_hours) lines.push(t('tree.sla', { count: node.sla_hours, action: t(`timeouts.${node.sla_action ?? 'remind'}`) }));
    } else if (node.kind === 'cc') lines.push(t('tree.ccTo', { who: ruleText(t, node.recipients, fields, lang) }));
    else lines.push(t('tree.branchCount', { count: node.branches.length }));
    const classes = ['ch-process-card', `ch-process-card--${node.kind}`, selected === node.id ? 'ch-process-card--selected' : '', own.length ? 'ch-process-card--invalid' : ''];
    return (
      <div className={classes.filter(Boolean).join(' ')}>
        <span className="ch-process-card__kind">{t(`kinds.${node.kind}`)}</span>
        <button
          type="button"
          id={selectId(node.id)}
          className="ch-process-card__name"
          aria-pressed={selected === node.id}
          aria-describedby={own.length ? problemsId : undefined}
          onClick={() => setSelected(selected === node.id ? null : node.id)}
        >
          {name}
        </button>
        {lines.map((line) => (
          <span key={line} className="ch-process-card__line">
            {line}
          </span>
        ))}
        <span className="ch-process-card__actions">
          <button type="button" className="ch-process-button" disabled={index === 0} aria-label={t('tree.moveUpNode', { name })} onClick={() => change(editSequence(nodes, seat, (seq) => moved(seq, index, -1)))}>
            {t('tree.moveUp')}
          </button>
          <button type="button" className="ch-process-button" disabled={index === count - 1} aria-label={t('tree.moveDownNode', { name })} onClick={() => change(editSequence(nodes, seat, (seq) => moved(seq, index, 1)))}>
            {t('tree.moveDown')}
          </button>
          <button type="button" className="ch-process-button ch-process-button--danger" aria-label={t('tree.deleteNode', { name })} onClick={() => void remove(seat, index, node)}>
            {t('tree.delete')}
          </button>
        </span>
        {own.length ? (
          <ul id={problemsId} className="ch-process-problems">
            {own.map((p, i) => (
              <li key={i}>{p.text}</li>
            ))}
          </ul>
        ) : null}
      </div>
    );
  };

  const branches = (node: Branching, seat: Seat, index: number) => (
    <ul className="ch-process-branches" aria-label={t('tree.branchesOf', { name: inLanguage(node.name, node.name_en, lang) })}>
      {node.branches.map((branch, b) => {
        const inner = [...seat, index, b];
        const label = inLanguage(branch.label, branch.label_en, lang);
        return (
          <li key={b} className="ch-process-branch">
            <div className="ch-process-branch__lane">
              <div className="ch-process-branch__head">
                <span className="ch-process-branch__label">{label}</span>
                {node.kind === 'condition' ? <span className="ch-process-branch__when">{branch.when ? conditionText(t, branch.when, fields, lang) : t('tree.defaultBranch')}</span> : null}
              </div>
              {addSlot(inner, 0, t('add.inBranch', { label }))}
              {sequence(branch.nodes, inner)}
            </div>
          </li>
        );
      })}
    </ul>
  );

  const step = (node: ProcessNode, seat: Seat, index: number, count: number) => (
    <li key={node.id} className="ch-process-step">
      {card(node, seat, index, count)}
      {isBranching(node) ? (
        <>
          <span className="ch-process-line" aria-hidden="true" />
          {branches(node, seat, index)}
        </>
      ) : null}
      {addSlot(seat, index + 1, t('add.after', { name: inLanguage(node.name, node.name_en, lang) }))}
    </li>
  );

  function sequence(seq: ProcessNode[], seat: Seat): ReactNode {
    return seq.length ? <ul className="ch-process-seq">{seq.map((node, i) => step(node, seat, i, seq.length))}</ul> : null;
  }

  const setNode = (next: ProcessNode) => spot && change(editSequence(nodes, spot.seat, (seq) => seq.map((n, i) => (i === spot.index ? next : n))));
  const closePanel = () => {
    const id = spot?.node.id;
    setSelected(null);
    if (id) document.getElementById(selectId(id))?.focus();
  };

  return (
    <div className={`ch-process${narrow ? ' ch-process--narrow' : ''}`}>
      <div ref={canvas} className="ch-process-canvas">
        <ul className="ch-process-seq ch-process-flow" aria-label={t('tree.label')}>
          <li className="ch-process-step">
            <div className="ch-process-card ch-process-card--start">
              <span className="ch-process-card__kind">{t('tree.start')}</span>
              <span className="ch-process-card__line">{t('tree.startHint')}</span>
            </div>
            {addSlot([], 0, t('add.atStart'))}
          </li>
          {nodes.map((node, i) => step(node, [], i, nodes.length))}
          <li className="ch-process-step">
            <span className="ch-process-end">{t('tree.end')}</span>
          </li>
        </ul>
      </div>
      {spot ? <NodePanel key={spot.node.id} node={spot.node} fields={fields} posts={posts} lang={lang} confirm={confirm} onChange={setNode} onClose={closePanel} /> : null}
      {dialog}
    </div>
  );
}

/** The "+" between cards and its menu of node kinds: buttons, so Tab and Enter work; Escape closes it. */
function AddSlot({ label, open, onOpen, onPick }: { label: string; open: boolean; onOpen(open: boolean): void; onPick(kind: Kind): void }) {
  const { t } = useProcessTranslation();
  const toggle = useRef<HTMLButtonElement>(null);
  const first = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  useEffect(() => {
    if (open) first.current?.focus();
  }, [open]);
  return (
    <div
      className="ch-process-link"
      onKeyDown={(e) => {
        if (!open || e.key !== 'Escape') return;
        e.stopPropagation();
        onOpen(false);
        toggle.current?.focus();
      }}
    >
      <button ref={toggle} type="button" className="ch-process-add" aria-label={label} title={label} aria-expanded={open} aria-controls={open ? menuId : undefined} onClick={() => onOpen(!open)}>
        <span aria-hidden="true">+</span>
      </button>
      {open ? (
        <div id={menuId} className="ch-process-menu" role="group" aria-label={t('add.menu')}>
          {KINDS.map((kind, i) => (
            <button key={kind} ref={i === 0 ? first : undefined} type="button" className={`ch-process-menu__item ch-process-menu__item--${kind}`} onClick={() => onPick(kind)}>
              {t(`kinds.${kind}`)}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}

interface A11y {
  id: string;
  'aria-describedby'?: string;
}

/** A select of fixed choices, each value shown by `text`. */
function Choices<V extends string>({ a11y, value, choices, text, onChange }: { a11y: A11y; value: V; choices: readonly V[]; text(value: V): string; onChange(value: V): void }) {
  return (
    <select className="ch-admin-input" {...a11y} value={value} onChange={(e) => onChange(e.target.value as V)}>
      {choices.map((c) => (
        <option key={c} value={c}>
          {text(c)}
        </option>
      ))}
    </select>
  );
}

/** A labelled control with its optional help, the help read with the control. */
function Field({ id, label, help, children }: { id: string; label: string; help?: string; children(a11y: A11y): ReactNode }) {
  return (
    <div className="ch-process-field">
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-describedby': help ? `${id}-help` : undefined })}
      {help ? (
        <span id={`${id}-help`} className="ch-process-field__help">
          {help}
        </span>
      ) : null}
    </div>
  );
}

function Check({ id, label, help, checked, onChange }: { id: string; label: string; help?: string; checked: boolean; onChange(checked: boolean): void }) {
  return (
    <div className="ch-process-check">
      <input id={id} className="ch-process-check__box" type="checkbox" checked={checked} aria-describedby={help ? `${id}-help` : undefined} onChange={(e) => onChange(e.target.checked)} />
      <label htmlFor={id}>{label}</label>
      {help ? (
        <span id={`${id}-help`} className="ch-process-field__help">
          {help}
        </span>
      ) : null}
    </div>
  );
}

const optional = (text: string) => (text.trim() ? text : undefined);
const hoursOf = (text: string) => (text === '' ? undefined : Math.max(1, Math.trunc(Number(text)) || 1));

interface PanelProps {
  node: ProcessNode;
  fields: FormField[];
  posts: string[];
  lang: Lang;
  confirm(question: string): Promise<boolean>;
  onChange(next: ProcessNode): void;
  onClose(): void;
}

function NodePanel({ node, fields, posts, lang, confirm, onChange, onClose }: PanelProps) {
  const { t } = useProcessTranslation();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // A new selection brings the panel to the reader: on a phone it lies below the tree, out of sight.
  useEffect(() => heading.current?.focus(), []);
  const kind = t(`kinds.${node.kind}`);

  const approval = (n: Approval) => (
    <>
      <RuleEditor id={`${id}-rule`} label={t('panel.approvers')} rule={n.approvers} withPrevious fields={fields} posts={posts} lang={lang} onChange={(approvers) => onChange({ ...n, approvers })} />
      {/* The vote mode needs its share: half until the designer says otherwise. */}
      <Field id={`${id}-mode`} label={t('panel.mode')}>
        {(a) => (
          <Choices<ApprovalMode>
            a11y={a}
            value={n.mode}
            choices={MODES}
            text={(m) => t(`panel.modes.${m}`)}
            onChange={(mode) => onChange({ ...put(n, 'vote_ratio', mode === 'vote' ? (n.vote_ratio ?? 0.5) : undefined), mode })}
          />
        )}
      </Field>
      {n.mode === 'vote' ? (
        <Field id={`${id}-ratio`} label={t('panel.voteRatio')} help={t('panel.voteRatioHelp')}>
          {(a) => (
            <input className="ch-admin-input ch-admin-input--short" type="number" min={0.01} max={1} step={0.01} {...a} value={n.vote_ratio ?? ''} onChange={(e) => onChange(put(n, 'vote_ratio', e.target.value === '' ? undefined : Number(e.target.value)))} />
          )}
        </Field>
      ) : null}
      <Field id={`${id}-sla`} label={t('panel.sla')} help={t('panel.slaHelp')}>
        {(a) => <input className="ch-admin-input ch-admin-input--short" type="number" inputMode="numeric" min={1} step={1} {...a} value={n.sla_hours ?? ''} onChange={(e) => onChange(put(n, 'sla_hours', hoursOf(e.target.value)))} />}
      </Field>
      <Field id={`${id}-timeout`} label={t('panel.slaAction')}>
        {(a) => <Choices a11y={a} value={n.sla_action ?? 'remind'} choices={TIMEOUTS} text={(action) => t(`timeouts.${action}`)} onChange={(sla_action) => onChange({ ...n, sla_action })} />}
      </Field>
      <Check id={`${id}-signature`} label={t('panel.signature')} checked={!!n.signature} onChange={(on) => onChange(put(n, 'signature', on || undefined))} />
    </>
  );

  return (
    <aside className="ch-process-panel" aria-labelledby={`${id}-title`}>
      <div className="ch-process-panel__head">
        <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="ch-process-panel__title">
          {t('panel.title', { kind })}
        </h2>
        <button type="button" className="ch-process-button" onClick={onClose}>
          {t('panel.close')}
        </button>
      </div>
      <Field id={`${id}-name`} label={t('panel.name')}>
        {(a) => <input className="ch-admin-input" {...a} maxLength={100} value={node.name} onChange={(e) => onChange({ ...node, name: e.target.value })} />}
      </Field>
      <Field id={`${id}-name-en`} label={t('panel.nameEn')}>
        {(a) => <input className="ch-admin-input" lang="en" {...a} maxLength={100} value={node.name_en ?? ''} onChange={(e) => onChange(put(node, 'name_en', optional(e.target.value)))} />}
      </Field>
      {node.kind === 'approval' ? approval(node) : null}
      {node.kind === 'cc' ? (
        <RuleEditor id={`${id}-rule`} label={t('panel.recipients')} rule={node.recipients} withPrevious={false} fields={fields} posts={posts} lang={lang} onChange={(recipients) => onChange({ ...node, recipients })} />
      ) : null}
      {isBranching(node) ? <BranchList node={node} fields={fields} lang={lang} confirm={confirm} onChange={onChange} /> : null}
    </aside>
  );
}

interface RuleProps {
  id: string;
  label: string;
  rule: ApproverRule;
  /** Whether the approver of the node before may choose (not for CC recipients). */
  withPrevious: boolean;
  fields: FormField[];
  posts: string[];
  lang: Lang;
  onChange(next: ApproverRule): void;
}

function RuleEditor({ id, label, rule, withPrevious, fields, posts, lang, onChange }: RuleProps) {
  const { t } = useProcessTranslation();
  const userFields = fields.filter((f) => f.type === 'User');
  const types = RULE_TYPES.filter((type) => withPrevious || type !== 'previous_choice' || type === rule.type);
  const fresh = (type: ApproverRule['type']): ApproverRule => {
    switch (type) {
      case 'users':
        return { type, uids: [] };
      case 'post':
        return { type, post: posts[0] ?? '', label: '' };
      case 'department_head':
        return { type, levels: 1 };
      case 'form_user':
        return { type, field: userFields[0]?.id ?? '' };
      default:
        return { type };
    }
  };

  const params = (() => {
    switch (rule.type) {
      case 'users':
        return (
          <Field id={`${id}-uids`} label={t('panel.uids')} help={t('panel.uidsHelp')}>
            {(a) => <UidsInput a11y={a} uids={rule.uids} onChange={(uids) => onChange({ ...rule, uids })} />}
          </Field>
        );
      case 'post': {
        // A post no one holds any more stays listed, so the rule is not changed behind the designer's back.
        const choices = rule.post && !posts.includes(rule.post) ? [rule.post, ...posts] : posts;
        return (
          <>
            <Field id={`${id}-post`} label={t('panel.post')}>
              {(a) => (
                <select className="ch-admin-input" {...a} value={rule.post} onChange={(e) => onChange({ ...rule, post: e.target.value, label: rule.label === '' || rule.label === rule.post ? e.target.value : rule.label })}>
                  {rule.post ? null : <option value="">{t('panel.choose')}</option>}
                  {choices.map((p) => (
                    <option key={p} value={p}>
                      {p}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field id={`${id}-post-label`} label={t('panel.postLabel')}>
              {(a) => <input className="ch-admin-input" {...a} maxLength={100} value={rule.label} onChange={(e) => onChange({ ...rule, label: e.target.value })} />}
            </Field>
            <Field id={`${id}-post-label-en`} label={t('panel.postLabelEn')}>
              {(a) => <input className="ch-admin-input" lang="en" {...a} maxLength={100} value={rule.label_en ?? ''} onChange={(e) => onChange(put(rule, 'label_en', optional(e.target.value)))} />}
            </Field>
            <Check id={`${id}-same`} label={t('panel.sameDepartment')} checked={!!rule.same_department} onChange={(on) => onChange(put(rule, 'same_department', on || undefined))} />
          </>
        );
      }
      case 'department_head':
        return (
          <Field id={`${id}-levels`} label={t('panel.levels')} help={t('panel.levelsHelp')}>
            {(a) => (
              <select className="ch-admin-input" {...a} value={rule.levels} onChange={(e) => onChange({ ...rule, levels: Number(e.target.value) })}>
                {[1, 2, 3, 4, 5].map((n) => (
                  <option key={n} value={n}>
                    {t('panel.levelOption', { count: n })}
                  </option>
                ))}
              </select>
            )}
          </Field>
        );
      case 'form_user':
        return (
          <Field id={`${id}-field`} label={t('panel.userField')} help={userFields.length ? undefined : t('panel.noUserField')}>
            {(a) => (
              <select className="ch-admin-input" {...a} value={rule.field} onChange={(e) => onChange({ ...rule, field: e.target.value })}>
                {userFields.some((f) => f.id === rule.field) ? null : <option value={rule.field}>{rule.field || t('panel.choose')}</option>}
                {userFields.map((f) => (
                  <option key={f.id} value={f.id}>
                    {inLanguage(f.label, f.label_en, lang)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        );
      default:
        return null;
    }
  })();

  return (
    <fieldset className="ch-process-group">
      <legend>{label}</legend>
      <Field id={`${id}-type`} label={t('panel.ruleType')}>
        {(a) => <Choices<ApproverRule['type']> a11y={a} value={rule.type} choices={types} text={(type) => t(`panel.ruleTypes.${type}`)} onChange={(type) => onChange(fresh(type))} />}
      </Field>
      {params}
    </fieldset>
  );
}

/** The uids as typed: the text is kept as it is while the rule takes the uids in it. */
function UidsInput({ a11y, uids, onChange }: { a11y: A11y; uids: string[]; onChange(uids: string[]): void }) {
  const [text, setText] = useState(() => uids.join('\n'));
  return (
    <textarea
      className="ch-admin-input ch-admin-input--area"
      {...a11y}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        onChange(e.target.value.split(/[\s,，、;；]+/).filter(Boolean));
      }}
    />
  );
}

function BranchList({ node, fields, lang, confirm, onChange }: { node: Branching; fields: FormField[]; lang: Lang; confirm(question: string): Promise<boolean>; onChange(next: ProcessNode): void }) {
  const { t } = useProcessTranslation();
  const id = useId();
  const list = node.branches;
  const setBranches = (branches: ProcessBranch[]) => onChange({ ...node, branches });
  const setBranch = (index: number, branch: ProcessBranch) => setBranches(list.map((b, i) => (i === index ? branch : b)));
  const addBranch = () => {
    const branch: ProcessBranch = { label: branchLabel(node.kind, list.length + 1), ...(node.kind === 'condition' ? { when: emptyCondition(fields) } : {}), nodes: [] };
    // The engine takes the first branch that holds, so a new condition goes before the default branch.
    const at = node.kind === 'condition' && !list[list.length - 1]?.when ? list.length - 1 : list.length;
    setBranches([...list.slice(0, at), branch, ...list.slice(at)]);
  };
  const removeBranch = async (index: number) => {
    if (await confirm(t('panel.confirmRemoveBranch', { label: inLanguage(list[index].label, list[index].label_en, lang) }))) setBranches(list.filter((_, i) => i !== index));
  };

  return (
    <section className="ch-process-group" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="ch-process-group__title">
        {t('panel.branches')}
      </h3>
      <ol className="ch-process-branch-list">
        {list.map((branch, i) => {
          const bid = `${id}-${i}`;
          return (
            <li key={i}>
              <fieldset className="ch-process-group ch-process-group--branch">
                <legend>{t('panel.branchNumber', { n: i + 1 })}</legend>
                <Field id={`${bid}-label`} label={t('panel.label')}>
                  {(a) => <input className="ch-admin-input" {...a} maxLength={100} value={branch.label} onChange={(e) => setBranch(i, { ...branch, label: e.target.value })} />}
                </Field>
                <Field id={`${bid}-label-en`} label={t('panel.labelEn')}>
                  {(a) => <input className="ch-admin-input" lang="en" {...a} maxLength={100} value={branch.label_en ?? ''} onChange={(e) => setBranch(i, put(branch, 'label_en', optional(e.target.value)))} />}
                </Field>
                {node.kind === 'condition' ? (
                  <>
                    <Check
                      id={`${bid}-default`}
                      label={t('panel.isDefault')}
                      help={t('panel.defaultHelp')}
                      checked={!branch.when}
                      onChange={(on) => setBranch(i, put(branch, 'when', on ? undefined : emptyCondition(fields)))}
                    />
                    {branch.when ? <ConditionEditor id={`${bid}-when`} when={branch.when} fields={fields} lang={lang} onChange={(when) => setBranch(i, { ...branch, when })} /> : null}
                  </>
                ) : null}
                <div className="ch-process-group__buttons">
                  <button type="button" className="ch-process-button" disabled={i === 0} onClick={() => setBranches(moved(list, i, -1))}>
                    {t('panel.moveLeft')}
                  </button>
                  <button type="button" className="ch-process-button" disabled={i === list.length - 1} onClick={() => setBranches(moved(list, i, 1))}>
                    {t('panel.moveRight')}
                  </button>
                  <button type="button" className="ch-process-button ch-process-button--danger" disabled={list.length <= MIN_BRANCHES} onClick={() => void removeBranch(i)}>
                    {t('panel.removeBranch')}
                  </button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <button type="button" className="ch-process-button" disabled={list.length >= MAX_BRANCHES} aria-describedby={`${id}-limit`} onClick={addBranch}>
        {t('panel.addBranch')}
      </button>
      <span id={`${id}-limit`} className="ch-process-field__help">
        {t('panel.branchLimit')}
      </span>
    </section>
  );
}

function ConditionEditor({ id, when, fields, lang, onChange }: { id: string; when: Condition; fields: FormField[]; lang: Lang; onChange(next: Condition): void }) {
  const { t } = useProcessTranslation();
  const usable = conditionFields(fields);
  const field = usable.find((f) => f.id === when.field);
  const ops = opsFor(field);
  const options = field && 'options' in field ? field.options : null;
  const listed = Array.isArray(when.value) ? when.value : when.value === '' ? [] : [String(when.value)];

  const setField = (fieldId: string) => {
    const op = opsFor(usable.find((f) => f.id === fieldId)).includes(when.op as Op) ? when.op : 'eq';
    onChange({ field: fieldId, op, value: op === 'in' ? [] : '' });
  };
  const setOp = (op: Op) => onChange({ ...when, op, value: op === 'in' ? listed : Array.isArray(when.value) ? (when.value[0] ?? '') : when.value });

  const valueControl = () => {
    if (options && when.op === 'in') {
      return (
        <fieldset className="ch-process-field ch-process-choices">
          <legend>{t('panel.value')}</legend>
          {options.map((o, i) => (
            <span key={o.value} className="ch-process-check">
              <input id={`${id}-value-${i}`} className="ch-process-check__box" type="checkbox" checked={listed.includes(o.value)} onChange={(e) => onChange({ ...when, value: e.target.checked ? [...listed, o.value] : listed.filter((v) => v !== o.value) })} />
              <label htmlFor={`${id}-value-${i}`}>{inLanguage(o.label, o.label_en, lang)}</label>
            </span>
          ))}
        </fieldset>
      );
    }
    return (
      <Field id={`${id}-value`} label={t('panel.value')}>
        {(a) => {
          if (options) {
            return (
              <select className="ch-admin-input" {...a} value={String(when.value)} onChange={(e) => onChange({ ...when, value: e.target.value })}>
                <option value="">{t('panel.choose')}</option>
                {options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {inLanguage(o.label, o.label_en, lang)}
                  </option>
                ))}
              </select>
            );
          }
          if (field && NUMBER_TYPES.has(field.type)) {
            return <input className="ch-admin-input ch-admin-input--short" type="number" {...a} value={String(when.value)} onChange={(e) => onChange({ ...when, value: e.target.value === '' ? '' : Number(e.target.value) })} />;
          }
          return <input className="ch-admin-input" {...a} maxLength={200} value={String(when.value)} onChange={(e) => onChange({ ...when, value: e.target.value })} />;
        }}
      </Field>
    );
  };

  return (
    <>
      <Field id={`${id}-field`} label={t('panel.field')}>
        {(a) => (
          <select className="ch-admin-input" {...a} value={when.field} onChange={(e) => setField(e.target.value)}>
            {field ? null : <option value={when.field}>{when.field || t('panel.choose')}</option>}
            {usable.map((f) => (
              <option key={f.id} value={f.id}>
                {inLanguage(f.label, f.label_en, lang)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={`${id}-op`} label={t('panel.op')}>
        {(a) => <Choices<Op> a11y={a} value={when.op as Op} choices={ops.includes(when.op as Op) ? ops : [when.op as Op, ...ops]} text={(op) => t(`ops.${op}`)} onChange={setOp} />}
      </Field>
      {valueControl()}
    </>
  );
}
