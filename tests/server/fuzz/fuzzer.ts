// The contract-driven fuzzer: for every operation of openapi/openapi.yaml it builds requests from the
// operation's own schemas (path, query, headers, body), valid-ish or broken on purpose, sends them as an
// anonymous caller, a signed-in player, a signed-in operator or with a forged token, and fails on any 5xx,
// any answer that is not the JSON envelope, and any answer the contract does not declare or whose body
// breaks the declared schema (the test app's own check, server/contract/responses.ts). Every request is
// generated from (seed, index) alone, so a failure prints the seed and index that make it again.
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Contract, ContractOperation, JsonSchema } from '../../../server/contract/document';
import { Dictionary, mutate, valid, type GenerateContext } from './generate';
import { Prng } from './prng';
import { hostileStrings, nested } from './values';

export type IdentityKind = 'anonymous' | 'player' | 'operator' | 'forged';

export interface FuzzIdentities {
  /** The Authorization header of each signed-in kind, read at each request (a renewed session counts). */
  header(kind: 'player' | 'operator'): string;
  /** Called after a signed-in kind's request answered 401: its session is gone, make a new one. */
  renew(kind: 'player' | 'operator'): Promise<void>;
  /** The payment gateway's signature of a webhook body, so some webhooks get past the signature check. */
  signWebhook?(body: string): string;
  /** Values known to be real (the player's username and password, amounts), seeded into the dictionary. */
  known?: Record<string, unknown[]>;
}

export interface FuzzOptions {
  contract: Contract;
  request: (options: InjectOptions) => Promise<LightMyRequestResponse>;
  /** The test app's contract violations since the last call (server-side check of every operation answer). */
  takeViolations: () => string[];
  identities: FuzzIdentities;
  seed: number;
  count: number;
  /** Requests in flight at once (1: strictly sequential, so a whole run replays from its seed). */
  concurrency?: number;
  /** Only these operations (ids); default all. */
  only?: string[];
  /** Called for progress, every `every` requests. */
  progress?: (done: number, failures: number) => void;
}

export interface FuzzRequest {
  index: number;
  operationId: string;
  identity: IdentityKind;
  method: string;
  url: string;
  headers: Record<string, string>;
  /** The body as sent (text), cut for printing. */
  body?: string;
}

export interface FuzzFailure {
  seed: number;
  request: FuzzRequest;
  status: number;
  problems: string[];
  answer: string;
}

export interface FuzzReport {
  seed: number;
  requests: number;
  failures: FuzzFailure[];
  /** Answers by status. */
  statuses: Record<string, number>;
  /** Requests by operation. */
  operations: Record<string, number>;
  /** Operations that never answered 2xx in the run: the generator did not get past their checks. */
  neverSucceeded: string[];
  elapsedMs: number;
}

const CUT = 400;
const cut = (text: string) => (text.length > CUT ? `${text.slice(0, CUT)}… (${text.length} characters)` : text);

/** A header value Node will send: Latin-1 without control characters. */
function headerSafe(value: string): string {
  return value.replace(/[^\t\x20-\x7e\x80-\xff]/g, '?');
}

function encodePathValue(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value) ?? '';
  try {
    return encodeURIComponent(text);
  } catch {
    // A lone surrogate: send its (invalid) UTF-8 bytes escaped, as a hostile client would.
    return '%ED%A0%80';
  }
}

function queryString(values: Record<string, unknown>, rng: Prng): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    const items = Array.isArray(value) ? value : [value];
    for (const item of items) parts.push(`${encodeURIComponent(key)}=${encodePathValue(item === null ? '' : item)}`);
  }
  if (rng.chance(0.1)) parts.push(`${encodePathValue(rng.pick(hostileStrings))}=${encodePathValue(rng.pick(hostileStrings))}`);
  if (rng.chance(0.05)) parts.push('%zz=1', 'a[b][c]=1', '__proto__[x]=1');
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

function pickIdentity(operation: ContractOperation, rng: Prng): IdentityKind {
  const roll = rng.next();
  switch (operation.security) {
    case 'operator':
      return roll < 0.65 ? 'operator' : roll < 0.8 ? 'player' : roll < 0.9 ? 'forged' : 'anonymous';
    case 'required':
      return roll < 0.7 ? 'player' : roll < 0.8 ? 'operator' : roll < 0.9 ? 'forged' : 'anonymous';
    case 'optional':
      return roll < 0.5 ? 'player' : roll < 0.6 ? 'forged' : 'anonymous';
    default:
      return roll < 0.3 ? 'player' : roll < 0.4 ? 'forged' : roll < 0.45 ? 'operator' : 'anonymous';
  }
}

interface Built {
  request: FuzzRequest;
  inject: InjectOptions;
}

/** Request `index` of a run with `seed`: a pure function of both (and of the dictionary's contents). */
export function buildRequest(operation: ContractOperation, index: number, seed: number, dictionary: Dictionary, identities: FuzzIdentities): Built {
  const rng = new Prng(seed).fork(index);
  const hostile = rng.chance(0.45);
  const ctx: GenerateContext = { rng, dictionary, hostility: hostile ? rng.pick([0.05, 0.15, 0.4]) : 0 };
  const generate = (schema: JsonSchema | undefined) => {
    if (!schema) return undefined;
    const value = valid(schema, ctx);
    return hostile ? mutate(value, schema, ctx) : value;
  };

  let path = operation.path;
  const params = (generate(operation.request.params) ?? {}) as Record<string, unknown>;
  for (const name of Object.keys((operation.request.params?.properties as Record<string, unknown>) ?? {})) {
    const value = params[name] ?? (hostile ? rng.pick(hostileStrings) : '1');
    path = path.replace(`{${name}}`, encodePathValue(value));
  }
  const query = operation.request.querystring ? (generate(operation.request.querystring) as Record<string, unknown>) : {};
  const url = `/api${path}${queryString(query && typeof query === 'object' ? query : {}, rng)}`;

  const headers: Record<string, string> = {};
  const identity = pickIdentity(operation, rng);
  if (identity === 'player' || identity === 'operator') headers.authorization = identities.header(identity);
  if (identity === 'forged') headers.authorization = rng.pick(['Bearer ' + rng.string('ABCDEFabcdef0123456789-_', 43), 'Bearer', 'Basic YTpi', 'Bearer ' + 'a'.repeat(5000), "Bearer ' OR 1=1 --"]);
  headers['x-locale'] = hostile && rng.chance(0.15) ? headerSafe(rng.pick(['de', 'TR', 'en-US', '', 'tr,en', rng.pick(hostileStrings)])) : rng.pick(['tr', 'en']);
  if (rng.chance(0.7)) headers['x-fingerprint'] = hostile && rng.chance(0.2) ? headerSafe(rng.pick(hostileStrings)) : rng.hex(32);
  if (operation.request.headers && 'idempotency-key' in ((operation.request.headers.properties as object) ?? {}) && rng.chance(0.5)) {
    headers['idempotency-key'] = hostile && rng.chance(0.3) ? headerSafe(rng.pick(hostileStrings)) : `fz-${rng.hex(16)}`;
  }
  if (operation.operationId === 'paymentWebhook' && rng.chance(0.7)) headers['x-signature'] = `sha256=${rng.hex(64)}`;
  if (hostile && rng.chance(0.05)) headers['x-forwarded-for'] = headerSafe(rng.pick(['127.0.0.1', '::1, 10.0.0.1', rng.pick(hostileStrings)]));

  let payload: string | undefined;
  const signed = operation.operationId === 'paymentWebhook' && identities.signWebhook !== undefined && rng.chance(0.4);
  if (operation.method !== 'get') {
    const roll = rng.next();
    const bodySchema = operation.request.body ?? Object.values(operation.request.otherBodies ?? {})[0];
    if (roll < 0.82) {
      headers['content-type'] = operation.operationId === 'reportCspViolation' && rng.chance(0.3) ? 'application/csp-report' : 'application/json';
      payload = JSON.stringify(generate(bodySchema) ?? {});
      if (payload === undefined) payload = '';
    } else if (roll < 0.87) {
      headers['content-type'] = 'application/json';
      payload = rng.pick(['{', '{"a":', 'null', '[]', '""', '1e999', '{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"x":1}}}', JSON.stringify(nested(3000)), '\u0000', '{"a":"\\ud800"}']);
    } else if (roll < 0.91) {
      headers['content-type'] = rng.pick(['text/plain', 'application/xml', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=latin1', 'application/jsonx', '']);
      payload = 'a=1&b=<x/>';
    } else if (roll < 0.95) {
      payload = undefined;
    } else if (roll < 0.97) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify({ blob: 'x'.repeat(1024 * 1024 + 10) });
    } else {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(generate(bodySchema) ?? {});
    }
  } else if (hostile && rng.chance(0.05)) {
    headers['content-type'] = 'application/json';
    payload = '{"ignored": true}';
  }

  if (signed && payload !== undefined) headers['x-signature'] = identities.signWebhook!(payload);

  const method = operation.method.toUpperCase();
  const request: FuzzRequest = { index, operationId: operation.operationId, identity, method, url, headers, body: payload === undefined ? undefined : cut(payload) };
  return { request, inject: { method: method as InjectOptions['method'], url, headers, ...(payload !== undefined ? { payload } : {}) } };
}

/** What is wrong with one answer (empty when nothing). */
function judge(response: LightMyRequestResponse, violations: string[]): { problems: string[]; body: unknown } {
  const problems: string[] = [];
  if (response.statusCode >= 500) problems.push(`answered ${response.statusCode}`);
  let body: unknown;
  const type = String(response.headers['content-type'] ?? '');
  if (!type.startsWith('application/json')) problems.push(`content-type ${type || '(none)'} is not JSON`);
  try {
    body = response.json();
  } catch {
    problems.push('the body is not JSON');
  }
  const envelope = body as { success?: unknown; message?: unknown } | undefined;
  if (body !== undefined && (typeof envelope !== 'object' || envelope === null || typeof envelope.success !== 'boolean' || typeof envelope.message !== 'string')) {
    problems.push('the body is not the envelope');
  }
  if (response.statusCode < 400 && envelope?.success !== true) problems.push('a success status without success: true');
  if (response.statusCode >= 400 && envelope?.success !== false) problems.push('a failure status without success: false');
  problems.push(...violations);
  return { problems, body };
}

export async function runFuzz(options: FuzzOptions): Promise<FuzzReport> {
  const { contract, seed, count } = options;
  const operations = contract.operations.filter((operation) => !options.only || options.only.includes(operation.operationId));
  if (operations.length === 0) throw new Error('no operation to fuzz');
  const dictionary = new Dictionary();
  const harvestRng = new Prng(seed ^ 0x2545f491);
  for (const [name, values] of Object.entries(options.identities.known ?? {})) {
    for (const value of values) {
      if (value !== null && typeof value === 'object') dictionary.addWhole(name, value);
      else dictionary.add(name, value, harvestRng);
    }
  }
  const failures: FuzzFailure[] = [];
  const statuses: Record<string, number> = {};
  const perOperation: Record<string, number> = {};
  const succeeded = new Set<string>();
  const started = performance.now();
  let next = 0;
  let done = 0;

  const one = async (index: number) => {
    // Round-robin over the operations (every one gets its share), in an order the seed shuffles.
    const order = new Prng(seed).fork(-1 - Math.floor(index / operations.length));
    const shuffled = [...operations];
    for (let i = shuffled.length - 1; i > 0; i -= 1) {
      const j = order.int(0, i);
      [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
    }
    const operation = shuffled[index % operations.length]!;
    const { request, inject } = buildRequest(operation, index, seed, dictionary, options.identities);
    let response: LightMyRequestResponse;
    try {
      response = await options.request(inject);
    } catch (error) {
      failures.push({ seed, request, status: 0, problems: [`the request failed: ${(error as Error).message}`], answer: '' });
      return;
    }
    const { problems, body } = judge(response, options.takeViolations());
    if (process.env.FUZZ_TRACE) console.log(`#${index} ${operation.operationId} ${request.identity} ${response.statusCode} ${cut(response.body).slice(0, 160)} ← ${(request.body ?? request.url).slice(0, 200)}`);
    statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
    perOperation[operation.operationId] = (perOperation[operation.operationId] ?? 0) + 1;
    if (response.statusCode < 300) succeeded.add(operation.operationId);
    if (problems.length > 0) failures.push({ seed, request, status: response.statusCode, problems, answer: cut(response.body) });
    if (response.statusCode < 300 && body && typeof body === 'object') dictionary.harvest((body as { data?: unknown }).data, harvestRng, 'data');
    if (response.statusCode === 401 && (request.identity === 'player' || request.identity === 'operator')) {
      await options.identities.renew(request.identity);
    }
    done += 1;
    if (options.progress && done % 500 === 0) options.progress(done, failures.length);
  };

  const workers = Array.from({ length: Math.max(1, options.concurrency ?? 1) }, async () => {
    while (next < count) {
      const index = next;
      next += 1;
      await one(index);
    }
  });
  await Promise.all(workers);
  const neverSucceeded = operations.map((operation) => operation.operationId).filter((id) => !succeeded.has(id));
  return { seed, requests: count, failures, statuses, operations: perOperation, neverSucceeded, elapsedMs: performance.now() - started };
}

/** A failure as a reader needs it: how to make it again, what was sent, what came back and why it fails. */
export function describeFailure(failure: FuzzFailure): string {
  const { request } = failure;
  return [
    `#${request.index} seed ${failure.seed} ${request.operationId} as ${request.identity}: ${request.method} ${request.url} → ${failure.status}`,
    `  headers ${JSON.stringify(request.headers).slice(0, 300)}`,
    ...(request.body !== undefined ? [`  body ${request.body}`] : []),
    `  answer ${failure.answer}`,
    ...failure.problems.map((problem) => `  ✗ ${problem}`),
  ].join('\n');
}

export function summarize(report: FuzzReport): string {
  const seconds = report.elapsedMs / 1000;
  const statuses = Object.entries(report.statuses)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([status, n]) => `${status}×${n}`)
    .join(' ');
  return `fuzz seed ${report.seed}: ${report.requests} requests in ${seconds.toFixed(1)} s (${(report.requests / seconds).toFixed(0)} req/s), ${report.failures.length} failures; answers ${statuses}`;
}
