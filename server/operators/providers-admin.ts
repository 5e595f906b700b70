// The back office's providers' settings (issue 16, Casino): every game provider with its publication, whether
// its settings are complete (by its own adapter's check) and its settings as fields. Secrets (each adapter's
// `secretSettings`: Pragmatic's secretKey, Hub88's privateKey, SoftGamings' apiKey and apiPassword) are
// write-only: the list says whether one is set, never its value, and an update that leaves one out keeps it.
// An update is checked by the adapter before it is stored (as server/providers/cli.ts does), runs in one
// transaction with an audit row (non-secret values before and after; secrets by name only) and raises the
// content revision, so a disabled provider's games leave every instance's lobby at once.
import { and, asc, count, eq } from 'drizzle-orm';
import { audit, type Acting } from '../audit';
import { bumpContentRevision } from '../content/revision';
import type { Queryable } from '../db/client';
import { gameProviders, games, type GameProviderRow, PROVIDER_CODES, type ProviderCode } from '../db/schema/casino';
import { ApiError } from '../lib/api-error';
import { adapters } from '../providers/registry';

export interface ProviderSetting {
  name: string;
  /** Write-only: `value` is always null, `set` says whether one is stored. */
  secret: boolean;
  /** Not a text (a number, an object of texts): written and shown as JSON. */
  json: boolean;
  set: boolean;
  value: string | null;
}

export interface ProviderView {
  id: number;
  code: ProviderCode;
  name: string;
  enabled: boolean;
  configured: boolean;
  problems: string[];
  games: number;
  settings: ProviderSetting[];
}

export interface ProviderUpdate {
  enabled?: boolean;
  /** Fields to change: a text (JSON for a json field), or null to remove it; a field left out is kept. */
  settings?: Record<string, string | null>;
}

/** Every provider may name the origins its game pages are framed from (server/plugins/security-headers.ts). */
const COMMON_FIELDS = ['frameOrigins'];

const isProviderCode = (code: string): code is ProviderCode => (PROVIDER_CODES as readonly string[]).includes(code);

function fieldsOf(code: ProviderCode, stored: Record<string, unknown> | null): Array<{ name: string; json: boolean }> {
  const example = adapters[code].settingsExample;
  // A provider without settings (our studio) has none to edit.
  if (example === null) return [];
  const names = [...new Set([...Object.keys(example), ...COMMON_FIELDS, ...Object.keys(stored ?? {})])];
  return names.map((name) => {
    const sample = stored?.[name] ?? example[name];
    return { name, json: sample !== undefined && sample !== null && typeof sample !== 'string' && !(name === 'frameOrigins' && Array.isArray(sample)) };
  });
}

function view(row: GameProviderRow, gameCount: number): ProviderView {
  const adapter = adapters[row.code];
  const secrets = new Set(adapter.secretSettings ?? []);
  const stored = row.settings ?? null;
  const check = adapter.readSettings(stored);
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    enabled: row.enabled,
    configured: check.ok,
    problems: check.ok ? [] : check.problems,
    games: gameCount,
    settings: fieldsOf(row.code, stored).map(({ name, json }) => {
      const value = stored?.[name];
      const set = value !== undefined && value !== null && value !== '';
      const shown = !set || secrets.has(name) ? null : typeof value === 'string' ? value : name === 'frameOrigins' && Array.isArray(value) ? value.join(', ') : JSON.stringify(value);
      return { name, secret: secrets.has(name), json, set, value: shown };
    }),
  };
}

async function gameCounts(q: Queryable): Promise<Map<number, number>> {
  const rows = await q.select({ providerId: games.providerId, n: count() }).from(games).where(eq(games.enabled, true)).groupBy(games.providerId);
  return new Map(rows.map((row) => [row.providerId, Number(row.n)]));
}

export async function listProviders(q: Queryable): Promise<ProviderView[]> {
  const [rows, counts] = await Promise.all([q.select().from(gameProviders).orderBy(asc(gameProviders.id)), gameCounts(q)]);
  return rows.map((row) => view(row, counts.get(row.id) ?? 0));
}

/** The audit's copy of settings: values of plain fields, secrets only as "set" (never their value). */
function auditable(code: ProviderCode, settings: Record<string, unknown> | null) {
  if (!settings) return null;
  const secrets = new Set(adapters[code].secretSettings ?? []);
  return Object.fromEntries(Object.entries(settings).map(([name, value]) => [name, secrets.has(name) ? '(set)' : value]));
}

export async function updateProvider(q: Queryable, code: string, input: ProviderUpdate, acting: Acting): Promise<ProviderView> {
  if (!isProviderCode(code)) throw new ApiError(404, 'ops.provider.notFound', { code });
  return q.transaction(async (tx) => {
    const [before] = await tx.select().from(gameProviders).where(eq(gameProviders.code, code)).for('update');
    if (!before) throw new ApiError(404, 'ops.provider.notFound', { code });
    let settings = before.settings ?? null;
    const changed: string[] = [];
    if (input.settings && Object.keys(input.settings).length > 0) {
      const fields = new Map(fieldsOf(code, settings).map((field) => [field.name, field]));
      const next: Record<string, unknown> = { ...(settings ?? {}) };
      for (const [name, text] of Object.entries(input.settings)) {
        const field = fields.get(name);
        if (!field) throw new ApiError(400, 'ops.provider.unknownSetting', { name });
        changed.push(name);
        if (text === null || text.trim() === '') {
          delete next[name];
          continue;
        }
        if (!field.json) {
          next[name] = text.trim();
          continue;
        }
        try {
          next[name] = JSON.parse(text);
        } catch {
          throw new ApiError(400, 'ops.provider.notJson', { name });
        }
      }
      settings = Object.keys(next).length > 0 ? next : null;
      // Removing every field is "not configured"; anything else must be complete, as the adapter reads it.
      if (settings) {
        const check = adapters[code].readSettings(settings);
        if (!check.ok) throw new ApiError(400, 'ops.provider.incomplete', { problems: check.problems.join('; ') });
      }
    }
    const enabled = input.enabled ?? before.enabled;
    await tx.update(gameProviders).set({ enabled, settings }).where(eq(gameProviders.code, code));
    // The lobby and the catalogue follow a provider's publication on every instance (and its settings the launch).
    await bumpContentRevision(tx);
    await audit(tx, {
      ...acting,
      action: 'provider.update',
      target: { kind: 'provider', id: code },
      details: {
        changed,
        before: { enabled: before.enabled, settings: auditable(code, before.settings ?? null) },
        after: { enabled, settings: auditable(code, settings) },
      },
    });
    const [after] = await tx.select().from(gameProviders).where(eq(gameProviders.code, code));
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(games).where(and(eq(games.providerId, after!.id), eq(games.enabled, true)));
    return view(after!, Number(n));
  });
}
