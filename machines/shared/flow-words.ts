// Plain words for a flow: what its states mean and how a person would say its events. One map per
// machine (machines/<flow>/<flow>.words.ts) feeds both the generated path names (QA) and the flow
// diagrams (product); events and states without an entry get a readable fallback.
import type { EventObject } from 'xstate';

export interface FlowWords {
  /** The flow's short name, the first part of each of its path names ("login"). */
  title: string;
  /** One line on what the flow does, for docs/flows/README.md. */
  summary?: string;
  /** State node id (as `machine.id.a.b`) or plain key path (`a.b`) → what it means. */
  states?: Record<string, string>;
  /** Event type → how a person would say it; a function when the payload matters. */
  events?: Record<string, string | ((event: EventObject & Record<string, unknown>) => string)>;
  /** How an event whose name depends on its payload reads on a diagram arrow. */
  eventLabels?: Record<string, string>;
}

const words = (text: string) =>
  text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[._-]+/g, ' ')
    .toLowerCase()
    .trim();

/** How an event type reads when the flow gives it no name: `xstate.done.actor.login` → "login finished". */
export function eventTypeWords(type: string): string {
  if (type === '') return 'right away';
  let match = /^xstate\.done\.actor\.(.+)$/.exec(type);
  if (match) return `${words(match[1]!)} finished`;
  match = /^xstate\.error\.actor\.(.+)$/.exec(type);
  if (match) return `${words(match[1]!)} failed`;
  match = /^xstate\.after\.(.+?)\.[^.]+(?:\.[^.]+)*$/.exec(type);
  if (match) return `after ${words(match[1]!)}`;
  if (type.startsWith('xstate.done.state.')) return 'all parts done';
  return words(type);
}

const short = (text: string) => (text.length > 24 ? `${text.slice(0, 23)}…` : text);

function valueWords(value: unknown): string {
  if (value === undefined || value === null) return 'none';
  if (typeof value === 'string') return `"${short(value)}"`;
  if (typeof value !== 'object') return String(value);
  if (Array.isArray(value)) return value.length === 0 ? 'nothing' : `${value.length} items`;
  if (value instanceof Error) return value.message ? `"${short(value.message)}"` : value.name;
  const object = value as Record<string, unknown>;
  const label = object.name ?? object.title ?? object.id ?? object.slug ?? object.hash;
  if (typeof label === 'string' || typeof label === 'number') return short(String(label));
  return 'data';
}

/** The payload in a few words: `field "password", value "x"`; large values are only hinted at. */
function payloadWords(event: EventObject): string {
  const { type: _type, ...rest } = event as EventObject & Record<string, unknown>;
  return Object.entries(rest)
    .map(([key, value]) => `${words(key)} ${valueWords(value)}`)
    .join(', ');
}

/**
 * How an event reads in a path name. `detailed` adds the payload in a few words, to tell apart two
 * events the short name reads the same.
 */
export function describeEvent(event: EventObject, flowWords?: FlowWords, detailed = false): string {
  const named = flowWords?.events?.[event.type];
  if (typeof named === 'function') return named(event as EventObject & Record<string, unknown>);
  const base = named ?? eventTypeWords(event.type);
  const payload = detailed ? payloadWords(event) : '';
  return payload ? `${base} (${payload})` : base;
}

/** The plain-words description of a state node, by id or by key path; undefined when none. */
export function describeState(
  node: { id: string; path: string[]; description?: string },
  flowWords?: FlowWords,
): string | undefined {
  return flowWords?.states?.[node.id] ?? flowWords?.states?.[node.path.join('.')] ?? node.description;
}

/** How an event type reads on a diagram arrow: the flow's own name, or the fallback in words. */
export function eventLabelWords(type: string, flowWords?: FlowWords): string {
  const named = flowWords?.eventLabels?.[type] ?? flowWords?.events?.[type];
  return typeof named === 'string' ? named : eventTypeWords(type);
}
