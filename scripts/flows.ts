// Writes a Mermaid state diagram of every machine into docs/flows/<flow>.md (npm run flows) for
// product review. The output is a pure function of the machines, so tests/unit/app/flows.test.ts
// regenerates it in memory and fails when a committed diagram is stale.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type AnyStateMachine, type AnyStateNode, type AnyTransitionDefinition, StateMachine } from 'xstate';

const root = fileURLToPath(new URL('..', import.meta.url));
export const flowsDir = `${root}docs/flows`;

/** Mermaid ids must be unique in a diagram; state keys repeat (every region has a `ready`). */
const mermaidId = (node: AnyStateNode) => node.id.replace(/[^A-Za-z0-9]/g, '_');

function eventLabel(eventType: string): string {
  if (eventType === '') return 'always';
  let match = /^xstate\.done\.actor\.(.+)$/.exec(eventType);
  if (match) return `done ${match[1]}`;
  match = /^xstate\.error\.actor\.(.+)$/.exec(eventType);
  if (match) return `error ${match[1]}`;
  match = /^xstate\.after\.(.+?)\.[^.]+(?:\.[^.]+)*$/.exec(eventType);
  if (match) return `after ${match[1]}`;
  if (eventType.startsWith('xstate.done.state.')) return 'all regions done';
  return eventType;
}

function nameOf(item: unknown): string | undefined {
  if (typeof item === 'string') return item;
  if (item && typeof item === 'object' && 'type' in item && typeof item.type === 'string') return item.type;
  return undefined;
}

function transitionLabel(transition: AnyTransitionDefinition): string {
  const parts = [eventLabel(transition.eventType)];
  const guard = nameOf(transition.guard);
  if (guard) parts.push(`[${guard}]`);
  const actions = (transition.actions as unknown[])
    .map(nameOf)
    .filter((name): name is string => Boolean(name) && !name!.startsWith('xstate.'));
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
function placeArrows(machine: AnyStateMachine): Map<string, string[]> {
  const placed = new Map<string, string[]>();
  const put = (block: AnyStateNode | undefined, line: string) => {
    const key = block ? block.id : '';
    placed.set(key, [...(placed.get(key) ?? []), line]);
  };
  const visit = (node: AnyStateNode) => {
    for (const transition of transitionsOf(node)) {
      const label = transitionLabel(transition);
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

function renderNode(node: AnyStateNode, indent: string, lines: string[], arrows: Map<string, string[]>) {
  const id = mermaidId(node);
  const children = childrenOf(node);
  // Mermaid mishandles an alias on a compound state, so only simple states get their short name.
  if (children.length === 0) lines.push(`${indent}state "${node.key}" as ${id}`);
  if (node.description) lines.push(`${indent}note right of ${id} : ${node.description.replace(/[:;]/g, ' ')}`);
  if (children.length === 0) return;
  lines.push(`${indent}state ${id} {`);
  const inner = `${indent}  `;
  if (node.type === 'parallel') {
    children.forEach((child, index) => {
      if (index > 0) lines.push(`${inner}--`);
      renderNode(child, inner, lines, arrows);
    });
  } else {
    for (const child of children) renderNode(child, inner, lines, arrows);
    const initial = node.initial?.target?.[0] as AnyStateNode | undefined;
    if (initial) lines.push(`${inner}[*] --> ${mermaidId(initial)}`);
    for (const child of children) {
      if (child.type === 'final') lines.push(`${inner}${mermaidId(child)} --> [*]`);
    }
  }
  for (const arrow of arrows.get(node.id) ?? []) lines.push(`${inner}${arrow}`);
  lines.push(`${indent}}`);
}

export function renderMermaid(machine: AnyStateMachine): string {
  const arrows = placeArrows(machine);
  const lines = ['stateDiagram-v2'];
  renderNode(machine.root, '  ', lines, arrows);
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
    flows.push({ flow: file.flow, summary: leadingComment(readFileSync(file.path, 'utf8')), machines });
  }
  return flows;
}

export function renderFlowDocument({ flow, summary, machines }: Flow): string {
  const lines = [
    `# Flow: ${flow}`,
    '',
    `<!-- generated by scripts/flows.ts (npm run flows) from machines/${flow}/${flow}.machine.ts; do not edit -->`,
    '',
    summary,
    '',
    'Labels read `event [guard] / actions`; `done x` and `error x` are the results of the invoked work x,',
    '`after` a timer, `always` an immediate step.',
    '',
  ];
  for (const { name, machine } of machines) {
    if (machines.length > 1) lines.push(`## ${name}`, '');
    lines.push('```mermaid', renderMermaid(machine), '```', '');
  }
  return lines.join('\n');
}

/** Every diagram as { path, content }; writes nothing. */
export async function renderFlows(): Promise<Array<{ path: string; content: string }>> {
  return (await loadFlows()).map((flow) => ({ path: `${flowsDir}/${flow.flow}.md`, content: renderFlowDocument(flow) }));
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
