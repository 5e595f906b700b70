// Writes every machine's flow for product review (npm run flows): docs/flows/<flow>.md with a Mermaid
// state diagram, docs/flows/<flow>.html with the same flow as plain tables that open in any browser
// with no network and no tools, and docs/flows/README.md, the index. States are described and events
// named in the flow's words (machines/<flow>/<flow>.words.ts, else a readable fallback). The output
// is a pure function of the machines, so tests/unit/app/flows.test.ts regenerates it in memory and
// fails when a committed file is stale.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type AnyStateMachine, type AnyStateNode, type AnyTransitionDefinition, StateMachine } from 'xstate';
import { describeState, eventLabelWords, type FlowWords } from '../machines/shared/flow-words';

const root = fileURLToPath(new URL('..', import.meta.url));
export const flowsDir = `${root}docs/flows`;

/** Mermaid ids must be unique in a diagram; state keys repeat (every region has a `ready`). */
const mermaidId = (node: AnyStateNode) => node.id.replace(/[^A-Za-z0-9]/g, '_');

function nameOf(item: unknown): string | undefined {
  if (typeof item === 'string') return item;
  if (item && typeof item === 'object' && 'type' in item && typeof item.type === 'string') return item.type;
  return undefined;
}

const actionNames = (transition: AnyTransitionDefinition) =>
  (transition.actions as unknown[]).map(nameOf).filter((name): name is string => Boolean(name) && !name!.startsWith('xstate.'));

/** A targetless transition that only passes its event on to another actor ("forward to session"). */
const isForwarding = (transition: AnyTransitionDefinition) =>
  !transition.target?.length && actionNames(transition).length > 0 &&
  actionNames(transition).every((name) => name.startsWith('forward to '));

function transitionLabel(transition: AnyTransitionDefinition, words?: FlowWords): string {
  const parts = [eventLabelWords(transition.eventType, words)];
  const guard = nameOf(transition.guard);
  if (guard) parts.push(`[${guard}]`);
  const actions = actionNames(transition);
  if (actions.length) parts.push(`/ ${actions.join(', ')}`);
  // Mermaid ends a label at ':' or ';'.
  return parts.join(' ').replace(/[:;]/g, ' ');
}

function childrenOf(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states as Record<string, AnyStateNode>);
}

function transitionsOf(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
}

function ancestorsOf(node: AnyStateNode): AnyStateNode[] {
  const chain: AnyStateNode[] = [];
  for (let current: AnyStateNode | undefined = node; current; current = current.parent) chain.unshift(current);
  return chain;
}

function isDescendantOrSelf(node: AnyStateNode, ancestor: AnyStateNode): boolean {
  return ancestorsOf(node).includes(ancestor);
}

/**
 * Where each arrow is written. Mermaid puts a state in the last block that mentions it, so an arrow
 * goes in the innermost block holding both ends. An arrow from a compound state to its own child
 * (an event handled in every child) is drawn on the compound state itself, next to it, naming the
 * child, so no child is pulled out of its block. Key: the block's state node id; '' is the page.
 */
function placeArrows(machine: AnyStateMachine, words?: FlowWords): Map<string, string[]> {
  const placed = new Map<string, string[]>();
  const put = (block: AnyStateNode | undefined, line: string) => {
    const key = block ? block.id : '';
    placed.set(key, [...(placed.get(key) ?? []), line]);
  };
  const visit = (node: AnyStateNode) => {
    // Events only passed on to other actors are drawn once per state, listed under the diagram.
    const forwarded = transitionsOf(node).filter(isForwarding);
    if (forwarded.length) {
      const actors = [...new Set(forwarded.flatMap(actionNames).map((name) => name.slice('forward to '.length)))];
      put(node.parent, `${mermaidId(node)} --> ${mermaidId(node)} : passes ${forwarded.length} events on to ${actors.join(', ')}`);
    }
    for (const transition of transitionsOf(node)) {
      if (isForwarding(transition)) continue;
      const label = transitionLabel(transition, words);
      const targets = (transition.target as AnyStateNode[] | undefined) ?? [];
      if (targets.length === 0) {
        put(node.parent, `${mermaidId(node)} --> ${mermaidId(node)} : ${label}`);
        continue;
      }
      for (const target of targets) {
        if (isDescendantOrSelf(target, node)) {
          const suffix = target === node ? '' : ` → ${target.path.slice(node.path.length).join('.')}`;
          put(node.parent, `${mermaidId(node)} --> ${mermaidId(node)} : ${label}${suffix}`);
          continue;
        }
        const sourceChain = ancestorsOf(node);
        const targetChain = ancestorsOf(target);
        let common: AnyStateNode | undefined;
        for (let i = 0; i < Math.min(sourceChain.length, targetChain.length) && sourceChain[i] === targetChain[i]; i++) {
          common = sourceChain[i];
        }
        put(common, `${mermaidId(node)} --> ${mermaidId(target)} : ${label}`);
      }
    }
    for (const child of childrenOf(node)) visit(child);
  };
  visit(machine.root);
  return placed;
}

function renderNode(node: AnyStateNode, indent: string, lines: string[], arrows: Map<string, string[]>, words?: FlowWords) {
  const id = mermaidId(node);
  const children = childrenOf(node);
  // Mermaid mishandles an alias on a compound state, so only simple states get their short name.
  if (children.length === 0) lines.push(`${indent}state "${node.key}" as ${id}`);
  const description = describeState(node, words);
  if (description) lines.push(`${indent}note right of ${id} : ${description.replace(/[:;]/g, ' ')}`);
  if (children.length === 0) return;
  lines.push(`${indent}state ${id} {`);
  const inner = `${indent}  `;
  if (node.type === 'parallel') {
    children.forEach((child, index) => {
      if (index > 0) lines.push(`${inner}--`);
      renderNode(child, inner, lines, arrows, words);
    });
  } else {
    for (const child of children) renderNode(child, inner, lines, arrows, words);
    const initial = node.initial?.target?.[0] as AnyStateNode | undefined;
    if (initial) lines.push(`${inner}[*] --> ${mermaidId(initial)}`);
    for (const child of children) {
      if (child.type === 'final') lines.push(`${inner}${mermaidId(child)} --> [*]`);
    }
  }
  for (const arrow of arrows.get(node.id) ?? []) lines.push(`${inner}${arrow}`);
  lines.push(`${indent}}`);
}

export function renderMermaid(machine: AnyStateMachine, words?: FlowWords): string {
  const arrows = placeArrows(machine, words);
  const lines = ['stateDiagram-v2'];
  renderNode(machine.root, '  ', lines, arrows, words);
  lines.push(`  [*] --> ${mermaidId(machine.root)}`);
  for (const arrow of arrows.get('') ?? []) lines.push(`  ${arrow}`);
  return lines.join('\n');
}

export interface Flow {
  /** The folder under machines/ and the diagram's file name under docs/flows/. */
  flow: string;
  /** The machine file's opening comment: what the flow is for. */
  summary: string;
  /** The machines the file exports, by export name. */
  machines: Array<{ name: string; machine: AnyStateMachine }>;
  /** The flow's words (machines/<flow>/<flow>.words.ts), when it has them. */
  words?: FlowWords;
}

export const machinesDir = `${root}machines`;

/** Every machines/<flow>/<flow>.machine.ts, in name order. */
export function machineFiles(): Array<{ flow: string; path: string }> {
  return readdirSync(machinesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({ flow: entry.name, path: `${machinesDir}/${entry.name}/${entry.name}.machine.ts` }))
    .filter((file) => existsSync(file.path))
    .sort((a, b) => a.flow.localeCompare(b.flow));
}

function leadingComment(source: string): string {
  const lines: string[] = [];
  for (const line of source.split('\n')) {
    const match = /^\/\/ ?(.*)$/.exec(line);
    if (!match) break;
    lines.push(match[1] ?? '');
  }
  return lines.join(' ').trim();
}

export async function loadFlows(): Promise<Flow[]> {
  const flows: Flow[] = [];
  for (const file of machineFiles()) {
    const module = (await import(pathToFileURL(file.path).href)) as Record<string, unknown>;
    const machines = Object.entries(module)
      .filter((entry): entry is [string, AnyStateMachine] => entry[1] instanceof StateMachine)
      .map(([name, machine]) => ({ name, machine }));
    const wordsPath = file.path.replace(/\.machine\.ts$/, '.words.ts');
    const words = existsSync(wordsPath)
      ? (Object.values((await import(pathToFileURL(wordsPath).href)) as Record<string, FlowWords>)[0] as FlowWords)
      : undefined;
    flows.push({ flow: file.flow, summary: leadingComment(readFileSync(file.path, 'utf8')), machines, words });
  }
  return flows;
}

/** The first sentence of the flow's summary: its line in the index. */
export function summaryLine({ summary, words }: Flow): string {
  if (words?.summary) return words.summary;
  const match = /^(.+?[.!?])(\s|$)/.exec(summary);
  return match ? match[1]! : summary;
}

/** The events a machine only passes on to other actors, by the actor they go to. */
function forwardedEvents(machine: AnyStateMachine, words?: FlowWords): Array<{ state: string; actor: string; events: string[] }> {
  const rows: Array<{ state: string; actor: string; events: string[] }> = [];
  const visit = (node: AnyStateNode) => {
    const byActor = new Map<string, string[]>();
    for (const transition of transitionsOf(node).filter(isForwarding)) {
      for (const action of actionNames(transition)) {
        const actor = action.slice('forward to '.length);
        const guard = nameOf(transition.guard);
        const label = `${eventLabelWords(transition.eventType, words)}${guard ? ` [${guard}]` : ''}`;
        byActor.set(actor, [...(byActor.get(actor) ?? []), label]);
      }
    }
    for (const [actor, events] of byActor) rows.push({ state: node.path.join('.') || node.id, actor, events });
    childrenOf(node).forEach(visit);
  };
  visit(machine.root);
  return rows;
}

export function renderFlowDocument(flow: Flow): string {
  const { flow: name, summary, machines, words } = flow;
  const lines = [
    `# Flow: ${name}`,
    '',
    `<!-- generated by scripts/flows.ts (npm run flows) from machines/${name}/${name}.machine.ts; do not edit -->`,
    '',
    summary,
    '',
    `The same flow as tables, to open in a browser: [${name}.html](${name}.html).`,
    '',
    'Labels read `event [guard] / actions`; "x finished" and "x failed" are the results of the work x,',
    '"after …" a timer, "right away" an immediate step.',
    '',
  ];
  for (const { name: exported, machine } of machines) {
    if (machines.length > 1) lines.push(`## ${exported}`, '');
    lines.push('```mermaid', renderMermaid(machine, words), '```', '');
    const forwarded = forwardedEvents(machine, words);
    if (forwarded.length) {
      lines.push('Events passed on without a change of state:', '');
      for (const row of forwarded) lines.push(`- to ${row.actor}: ${row.events.join(', ')}`);
      lines.push('');
    }
  }
  return lines.join('\n');
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const stateName = (node: AnyStateNode) => node.path.join(' › ') || '(whole flow)';

/** One machine as two tables: its states in plain words, then every transition. */
function renderMachineHtml(machine: AnyStateMachine, words?: FlowWords): string {
  const nodes: AnyStateNode[] = [];
  const collect = (node: AnyStateNode) => {
    nodes.push(node);
    childrenOf(node).forEach(collect);
  };
  collect(machine.root);
  const stateRows = nodes
    .filter((node) => node !== machine.root)
    .map((node) => {
      const initial = node.parent?.initial?.target?.[0] === node ? ' (starts here)' : '';
      const kind = node.type === 'final' ? ' (ends here)' : node.type === 'parallel' ? ' (parts run side by side)' : '';
      return `<tr><td>${escapeHtml(stateName(node))}${initial}${kind}</td><td>${escapeHtml(describeState(node, words) ?? '')}</td></tr>`;
    });
  const transitionRows = nodes.flatMap((node) =>
    transitionsOf(node)
      .filter((transition) => !isForwarding(transition))
      .map((transition) => {
        const targets = ((transition.target as AnyStateNode[] | undefined) ?? []).map(stateName).join(', ') || '(stays)';
        const guard = nameOf(transition.guard) ?? '';
        return `<tr><td>${escapeHtml(stateName(node))}</td><td>${escapeHtml(eventLabelWords(transition.eventType, words))}</td><td>${escapeHtml(guard)}</td><td>${escapeHtml(targets)}</td><td>${escapeHtml(actionNames(transition).join(', '))}</td></tr>`;
      }),
  );
  const forwarded = forwardedEvents(machine, words).map(
    (row) => `<tr><td>${escapeHtml(row.state)}</td><td>${escapeHtml(row.actor)}</td><td>${escapeHtml(row.events.join(', '))}</td></tr>`,
  );
  return [
    '<h3>States</h3>',
    '<table><thead><tr><th>State</th><th>What it means</th></tr></thead><tbody>',
    ...stateRows,
    '</tbody></table>',
    '<h3>What can happen</h3>',
    '<table><thead><tr><th>In</th><th>When</th><th>Only if</th><th>Goes to</th><th>Does</th></tr></thead><tbody>',
    ...transitionRows,
    '</tbody></table>',
    ...(forwarded.length
      ? [
          '<h3>Passed on without a change of state</h3>',
          '<table><thead><tr><th>In</th><th>To</th><th>Events</th></tr></thead><tbody>',
          ...forwarded,
          '</tbody></table>',
        ]
      : []),
    `<details><summary>Diagram source (Mermaid)</summary><pre>${escapeHtml(renderMermaid(machine, words))}</pre></details>`,
  ].join('\n');
}

const htmlStyle =
  'body{font-family:system-ui,sans-serif;margin:2rem;max-width:70rem;color:#1a1a1a}table{border-collapse:collapse;margin:0 0 1.5rem;width:100%}' +
  'th,td{border:1px solid #ccc;padding:.3rem .5rem;text-align:left;vertical-align:top}th{background:#f2f2f2}pre{white-space:pre-wrap;font-size:.8rem}';

export function renderFlowHtml(flow: Flow): string {
  const { flow: name, summary, machines, words } = flow;
  return [
    '<!doctype html>',
    `<!-- generated by scripts/flows.ts (npm run flows) from machines/${name}/${name}.machine.ts; do not edit -->`,
    '<html lang="en"><head><meta charset="utf-8">',
    `<title>Flow: ${escapeHtml(words?.title ?? name)}</title>`,
    `<style>${htmlStyle}</style></head><body>`,
    `<p><a href="README.md">All flows</a></p>`,
    `<h1>Flow: ${escapeHtml(words?.title ?? name)}</h1>`,
    `<p>${escapeHtml(summary)}</p>`,
    ...machines.flatMap(({ name: exported, machine }) => [
      ...(machines.length > 1 ? [`<h2>${escapeHtml(exported)}</h2>`] : []),
      renderMachineHtml(machine, words),
    ]),
    '</body></html>',
    '',
  ].join('\n');
}

export function renderIndex(flows: Flow[]): string {
  return [
    '# Flows',
    '',
    '<!-- generated by scripts/flows.ts (npm run flows); do not edit -->',
    '',
    'Every flow of the site, one machine each (machines/<flow>/). Each has a diagram (.md) and the',
    'same flow as tables that open in any browser (.html). QA lists a flow\'s test paths with',
    '`npm run paths -- <flow>` and runs one with `npm run paths -- <flow> "<name>"`.',
    '',
    '| Flow | What it does | Pages |',
    '| --- | --- | --- |',
    ...flows.map((flow) => `| ${flow.words?.title ?? flow.flow} | ${summaryLine(flow).replace(/\|/g, '\\|')} | [diagram](${flow.flow}.md), [tables](${flow.flow}.html) |`),
    '',
  ].join('\n');
}

/** Every generated file as { path, content }; writes nothing. */
export async function renderFlows(): Promise<Array<{ path: string; content: string }>> {
  const flows = await loadFlows();
  return [
    ...flows.flatMap((flow) => [
      { path: `${flowsDir}/${flow.flow}.md`, content: renderFlowDocument(flow) },
      { path: `${flowsDir}/${flow.flow}.html`, content: renderFlowHtml(flow) },
    ]),
    { path: `${flowsDir}/README.md`, content: renderIndex(flows) },
  ];
}

async function main() {
  await mkdir(flowsDir, { recursive: true });
  for (const { path, content } of await renderFlows()) {
    await writeFile(path, content);
    console.log(`wrote ${path}`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
