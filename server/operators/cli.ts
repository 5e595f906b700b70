// The ops command line (`npm run ops -- <command>`): operators' work straight on the database through the
// same services as the operator API, for before the back office exists and for scripts. Each settlement
// names the operator who does it (--operator) and is audited like an API call, marked as coming from the CLI.
import { approveWithdrawalFourEyes, rejectWithdrawalClosingProposal } from './approvals';
import { hasPermission } from './permissions';
import { randomUUID } from 'node:crypto';
import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { eq, or, sql } from 'drizzle-orm';
import { listAudit, type Acting } from '../audit';
import { audit } from '../audit';
import {
  DEFAULT_SESSION,
  readSessionPolicy,
  SESSION_IDLE_MAX_MINUTES,
  SESSION_IDLE_MIN_MINUTES,
  SESSION_IDLE_SETTING,
  setSessionIdleMinutes,
  type SessionDefaults,
} from '../auth/session-policy';
import type { Db } from '../db/client';
import {
  OPERATOR_ROLES,
  paymentMethods,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  type OperatorRole,
  type PaymentMethodRow,
  type TransactionStatus,
  type TransactionType,
} from '../db/schema';
import { translate } from '../i18n';
import { ApiError } from '../lib/api-error';
import { formatTry, tryToKurus } from '../lib/money';
import { bonusSettings } from '../db/schema/customer';
import {
  DEFAULT_WEIGHT_PROFILE,
  setWeight,
  WAGERING_CATEGORIES,
  wageringSettings,
  weightProfiles,
  type WageringCategory,
} from '../wallet/wagering';
import {
  confirmBankDeposit,
  isValidTurkishIban,
  listQueue,
  normalizeIban,
  rejectBankDeposit,
  type PaymentResult,
} from '../payments';
import { publishWalletChange, type HubPublisher } from '../realtime';
import { createOperator, findOperator, listOperators, resetOperatorTotp, setOperatorEnabled, setOperatorPassword } from './accounts';
import { sendSystemMessage } from './notify';
import { searchPlayers } from './players';

export interface OpsIo {
  db: Db;
  out(line: string): void;
  err(line: string): void;
  /** Asks for a secret (the terminal does not echo it). */
  askSecret(question: string): Promise<string>;
  /** Pushes balances and notifications to players online (REDIS_URL); absent, they see them on their next poll. */
  hub?: HubPublisher;
  /** SESSION_IDLE_MINUTES and SESSION_MAX_HOURS of the settings, for settings:session-idle (defaults 30 and 12). */
  session?: SessionDefaults;
}

export const OPS_USAGE = `Usage: npm run ops -- <command> [options]

Operator accounts (each enrols a TOTP authenticator app at its first sign-in)
  create-admin <username> [--password <pw>]   the first admin of a new installation (asks for the password when not given)
  operator:create <username> [--password <pw>] [--role admin|support|finance|trader|content|compliance|auditor]   (asks for the password when not given)
  operator:password <username> [--password <pw>]
  operator:reset-totp <username>     (a lost authenticator: ends its sessions; the next sign-in enrols again)
  operator:disable <username>        operator:enable <username>        operator:list

Withdrawals and bank-transfer deposits (--status pending|confirmed|rejected|cancelled|created, default pending)
  withdrawals:list [--status s] [--take n]
  withdrawals:approve <id> --operator <username> [--note "..."]
  withdrawals:reject <id> --reason "..." --operator <username>
  deposits:list [--status s] [--take n]
  deposits:confirm <id> --operator <username> [--note "..."]
  deposits:reject <id> --reason "..." --operator <username>

Players, payment methods, audit
  players:find <search> --operator <username>
  notify <username|usercode|id> --title "..." --note "..." --operator <username>   (a System message, pushed live)
  notify --all --title "..." --note "..." --operator <username>                   (to every player not closed)
  methods:list
  methods:enable <id|code> --operator <username>      methods:disable <id|code> --operator <username>
  methods:bank <id|code> --bank "<bank>" --holder "<holder>" --iban <TR...> --operator <username>
  audit:list [--target <kind>:<id>] [--limit n]

Bonus wagering (server/wallet/wagering.ts)
  bonus:weights [--profile p]                                    (percent of a stake that counts, per game category)
  bonus:weights:set <category> <percent> [--profile p] --operator <username>
  bonus:limits:set [--max-stake <TRY>] [--min-odds <decimal>] --operator <username>   (stake limit while bonus money is held; sports minimum odds)
  settings:session-idle [<minutes> --operator <username>]   (show, or set, the players' session idle timeout: 1 to 10080 minutes)`;

class UsageError extends Error {}

const statuses: Record<string, TransactionStatus> = {
  pending: TRANSACTION_STATUSES.pending,
  confirmed: TRANSACTION_STATUSES.confirmed,
  rejected: TRANSACTION_STATUSES.rejected,
  cancelled: TRANSACTION_STATUSES.cancelled,
  created: TRANSACTION_STATUSES.created,
};
const statusNames = Object.fromEntries(Object.entries(statuses).map(([name, value]) => [value, name])) as Record<number, string>;

function table(rows: string[][]): string[] {
  const widths = rows[0].map((_, col) => Math.max(...rows.map((row) => [...row[col]].length)));
  return rows.map((row) => row.map((cell, col) => cell.padEnd(widths[col])).join('  ').trimEnd());
}

export async function runOps(argv: string[], io: OpsIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        password: { type: 'string' },
        role: { type: 'string' },
        operator: { type: 'string' },
        reason: { type: 'string' },
        note: { type: 'string' },
        status: { type: 'string' },
        take: { type: 'string' },
        limit: { type: 'string' },
        target: { type: 'string' },
        bank: { type: 'string' },
        holder: { type: 'string' },
        iban: { type: 'string' },
        title: { type: 'string' },
        all: { type: 'boolean' },
        profile: { type: 'string' },
        'max-stake': { type: 'string' },
        'min-odds': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    io.err((error as Error).message);
    io.err(OPS_USAGE);
    return 2;
  }
  const { values: options, positionals } = parsed;
  const [command, ...args] = positionals;
  if (!command || options.help || command === 'help') {
    io.out(OPS_USAGE);
    return command || options.help ? 0 : 2;
  }

  const sessionDefaults = () => io.session ?? DEFAULT_SESSION;
  const requestId = `cli:${randomUUID()}`;
  const cliActing: Acting = { actor: { kind: 'system', id: `cli:${safeUser()}` }, requestId };

  const arg = (index: number, name: string) => {
    const value = args[index];
    if (!value) throw new UsageError(`${command} needs <${name}>`);
    return value;
  };
  const id = (index = 0) => {
    const value = Number(arg(index, 'id'));
    if (!Number.isSafeInteger(value) || value < 1) throw new UsageError(`<id> must be a positive whole number, got "${args[index]}"`);
    return value;
  };
  const required = (name: 'reason' | 'operator' | 'bank' | 'holder' | 'iban' | 'title' | 'note') => {
    const value = options[name]?.trim();
    if (!value) throw new UsageError(`${command} needs --${name}`);
    return value;
  };
  /** The operator named by --operator, who acts; disabled accounts cannot. */
  const actingOperator = async () => {
    const username = required('operator');
    const operator = await findOperator(io.db, username);
    if (!operator || !operator.enabled) throw new UsageError(`no enabled operator named "${username}"`);
    return { operator, acting: { actor: { kind: 'operator' as const, id: operator.id }, requestId } };
  };
  const password = async () => {
    if (options.password !== undefined) return options.password;
    const first = await io.askSecret('Password: ');
    const second = await io.askSecret('Password again: ');
    if (first !== second) throw new UsageError('the passwords differ');
    return first;
  };
  const take = (value: string | undefined, fallback: number) => {
    if (value === undefined) return fallback;
    const n = Number(value);
    if (!Number.isSafeInteger(n) || n < 1 || n > 1000) throw new UsageError(`--take/--limit must be 1 to 1000, got "${value}"`);
    return n;
  };
  const statusOption = () => {
    if (options.status === undefined) return TRANSACTION_STATUSES.pending;
    const status = statuses[options.status.toLowerCase()];
    if (status === undefined) throw new UsageError(`--status must be one of ${Object.keys(statuses).join(', ')}`);
    return status;
  };
  const settled = async (result: PaymentResult, verb: string) => {
    if (result.change && io.hub) await publishWalletChange(io.hub, io.db, result.change);
    const row = result.transaction;
    io.out(
      result.replayed
        ? `${verb}: #${row.id} was already ${statusNames[row.status] ?? row.status}; nothing changed`
        : `${verb}: #${row.id} ${row.reference} ${formatTry(row.amount, 'en')} is now ${statusNames[row.status]}`,
    );
  };
  const queue = async (type: TransactionType) => {
    const { items, total } = await listQueue(io.db, { type, status: statusOption(), take: take(options.take, 50) });
    if (items.length === 0) {
      io.out(`no ${type === TRANSACTION_TYPES.withdraw ? 'withdrawals' : 'deposits'} with status ${statusNames[statusOption()]}`);
      return;
    }
    const rows = items.map(({ row, methodTitle, player }) => [
      `#${row.id}`,
      row.reference,
      row.createdAt.toISOString().slice(0, 16).replace('T', ' '),
      player.username,
      formatTry(row.amount, 'en'),
      methodTitle.en,
      type === TRANSACTION_TYPES.withdraw ? `${String(row.detail.iban ?? '')} ${String(row.detail.accountHolder ?? '')}`.trim() : String(row.detail.senderName ?? row.gateway),
      statusNames[row.status] ?? String(row.status),
    ]);
    for (const line of table([['id', 'reference', 'created (UTC)', 'player', 'amount', 'method', 'pay to / from', 'status'], ...rows])) io.out(line);
    io.out(`${items.length} of ${total}`);
  };
  const method = async (key: string): Promise<PaymentMethodRow> => {
    const numeric = /^\d+$/.test(key) ? Number(key) : -1;
    const [row] = await io.db
      .select()
      .from(paymentMethods)
      .where(or(eq(paymentMethods.id, numeric), eq(paymentMethods.code, key)));
    if (!row) throw new UsageError(`no payment method "${key}"`);
    return row;
  };

  try {
    switch (command) {
      case 'operator:create': {
        const role = (options.role ?? 'finance') as OperatorRole;
        if (!OPERATOR_ROLES.includes(role)) throw new UsageError(`--role must be one of ${OPERATOR_ROLES.join(', ')}`);
        const created = await createOperator(io.db, { username: arg(0, 'username'), password: await password(), role }, cliActing);
        io.out(`created ${created.role} ${created.username} (${created.id})`);
        return 0;
      }
      case 'create-admin': {
        // Production seeds no operator: this is how the first one is made, with a password of its own.
        // No second factor yet: the first sign-in answers an enrolment (secret, QR) and recovery codes.
        const created = await createOperator(io.db, { username: arg(0, 'username'), password: await password(), role: 'admin' }, cliActing);
        io.out(`created admin ${created.username} (${created.id})`);
        io.out('At the first sign-in (POST /api/ops/auth/login, then /api/ops/auth/totp) add the account to an authenticator app');
        io.out('from the QR code or secret shown, confirm with its first code, and keep the recovery codes shown then.');
        return 0;
      }
      case 'operator:password':
        await setOperatorPassword(io.db, arg(0, 'username'), await password(), cliActing);
        io.out(`password of ${args[0]} changed; its sessions were ended`);
        return 0;
      case 'operator:reset-totp':
        await resetOperatorTotp(io.db, arg(0, 'username'), cliActing);
        io.out(`second factor of ${args[0]} removed and its sessions ended; it enrols again at the next sign-in`);
        return 0;
      case 'operator:disable':
      case 'operator:enable': {
        const row = await setOperatorEnabled(io.db, arg(0, 'username'), command === 'operator:enable', cliActing);
        io.out(`${row.username} is ${row.enabled ? 'enabled' : 'disabled'}`);
        return 0;
      }
      case 'operator:list': {
        const rows = await listOperators(io.db);
        const lines = rows.map((op) => [op.username, op.role, op.enabled ? 'enabled' : 'disabled', op.lastLoginAt?.toISOString() ?? 'never']);
        for (const line of table([['username', 'role', 'state', 'last login'], ...lines])) io.out(line);
        return 0;
      }
      case 'withdrawals:list':
        await queue(TRANSACTION_TYPES.withdraw);
        return 0;
      case 'deposits:list':
        await queue(TRANSACTION_TYPES.deposit);
        return 0;
      case 'withdrawals:approve': {
        const { operator, acting } = await actingOperator();
        // The same four eyes as the back office: above the threshold the first approval is a proposal.
        if (!hasPermission(operator.role, 'withdrawals:decide')) throw new UsageError(`${operator.username} (${operator.role}) may not settle withdrawals`);
        const result = await approveWithdrawalFourEyes(io.db, id(), { id: operator.id, role: operator.role, acting }, options.note);
        if (result.kind === 'proposed') {
          io.out(`withdrawal ${id()} is above the four-eyes threshold: proposal ${result.proposal.id} waits for a second operator`);
          return 0;
        }
        await settled(result.payment, 'approved');
        return 0;
      }
      case 'withdrawals:reject': {
        const reason = required('reason');
        const { operator, acting } = await actingOperator();
        if (!hasPermission(operator.role, 'withdrawals:decide')) throw new UsageError(`${operator.username} (${operator.role}) may not settle withdrawals`);
        await settled(await rejectWithdrawalClosingProposal(io.db, id(), { id: operator.id, role: operator.role, acting }, reason), 'rejected');
        return 0;
      }
      case 'deposits:confirm': {
        const { operator, acting } = await actingOperator();
        await settled(await confirmBankDeposit(io.db, id(), { operatorId: operator.id, acting, note: options.note }), 'confirmed');
        return 0;
      }
      case 'deposits:reject': {
        const reason = required('reason');
        const { operator, acting } = await actingOperator();
        await settled(await rejectBankDeposit(io.db, id(), { operatorId: operator.id, acting, reason }), 'rejected');
        return 0;
      }
      case 'players:find': {
        const search = arg(0, 'search');
        const { acting } = await actingOperator();
        const found = await searchPlayers(io.db, search);
        await audit(io.db, { ...acting, action: 'player.lookup', details: { search, found: found.map((f) => f.player.id) } });
        if (found.length === 0) io.out('no player matches');
        else {
          const rows = found.map(({ player, cash, bonus, hold, pendingWithdrawals }) => [
            player.usercode,
            player.username,
            player.email,
            player.phone,
            player.status,
            formatTry(cash, 'en'),
            formatTry(bonus, 'en'),
            formatTry(hold, 'en'),
            String(pendingWithdrawals),
          ]);
          for (const line of table([['usercode', 'username', 'email', 'phone', 'status', 'cash', 'bonus', 'hold', 'pending'], ...rows])) io.out(line);
        }
        return 0;
      }
      case 'notify': {
        if (options.all && args.length > 0) throw new UsageError('notify takes either a player or --all, not both');
        if (!options.all && args.length === 0) throw new UsageError('notify needs <username|usercode|id> or --all');
        const title = required('title');
        const note = required('note');
        const { acting } = await actingOperator();
        const result = await sendSystemMessage(io.db, { audience: options.all ? 'all' : { player: args[0] }, title, note }, acting, io.hub);
        io.out(
          `sent "${title}" to ${result.recipients} player${result.recipients === 1 ? '' : 's'}` +
            (io.hub ? `; ${result.pushed} pushed live` : '; not pushed live (no REDIS_URL): players see it when they next load their notifications'),
        );
        return 0;
      }
      case 'methods:list': {
        const rows = await io.db.select().from(paymentMethods).orderBy(paymentMethods.type, paymentMethods.sort, paymentMethods.id);
        const lines = rows.map((m) => [
          String(m.id),
          m.code,
          m.type === TRANSACTION_TYPES.deposit ? 'deposit' : 'withdraw',
          m.kind,
          m.gateway,
          `${formatTry(m.minAmount, 'en')}-${formatTry(m.maxAmount, 'en')}`,
          m.enabled ? 'enabled' : 'disabled',
          m.title.en,
        ]);
        for (const line of table([['id', 'code', 'type', 'kind', 'gateway', 'limits', 'state', 'title'], ...lines])) io.out(line);
        return 0;
      }
      case 'methods:enable':
      case 'methods:disable': {
        const row = await method(arg(0, 'id|code'));
        const { acting } = await actingOperator();
        const enabled = command === 'methods:enable';
        await io.db.transaction(async (tx) => {
          await tx.update(paymentMethods).set({ enabled }).where(eq(paymentMethods.id, row.id));
          await audit(tx, { ...acting, action: enabled ? 'method.enable' : 'method.disable', target: { kind: 'payment-method', id: row.id }, details: { code: row.code } });
        });
        io.out(`${row.code} is ${enabled ? 'enabled' : 'disabled'}`);
        return 0;
      }
      case 'methods:bank': {
        const row = await method(arg(0, 'id|code'));
        if (row.kind !== 'message') throw new UsageError(`${row.code} is not a bank-transfer deposit method`);
        const iban = normalizeIban(required('iban'));
        if (!isValidTurkishIban(iban)) throw new UsageError(`${iban} is not a valid Turkish IBAN`);
        const account = { bankName: required('bank'), accountHolder: required('holder'), iban };
        const { acting } = await actingOperator();
        await io.db.transaction(async (tx) => {
          await tx
            .update(paymentMethods)
            .set({ config: sql`${paymentMethods.config} || ${JSON.stringify({ bankAccounts: [account] })}::jsonb` })
            .where(eq(paymentMethods.id, row.id));
          await audit(tx, {
            ...acting,
            action: 'method.bank-account',
            target: { kind: 'payment-method', id: row.id },
            details: { code: row.code, before: row.config.bankAccounts ?? [], after: [account] },
          });
        });
        io.out(`${row.code} now answers ${account.bankName}, ${account.accountHolder}, ${iban}`);
        return 0;
      }
      case 'audit:list': {
        let target;
        if (options.target) {
          const at = options.target.lastIndexOf(':');
          if (at < 1) throw new UsageError('--target is <kind>:<id>, e.g. payment:42');
          target = { kind: options.target.slice(0, at), id: options.target.slice(at + 1) };
        }
        const rows = await listAudit(io.db, { target, limit: take(options.limit, 50) });
        for (const row of rows) {
          io.out(
            `${row.at.toISOString()}  ${row.actorKind}:${row.actorId ?? '-'}  ${row.action}  ${row.targetKind ? `${row.targetKind}:${row.targetId}` : '-'}  ${JSON.stringify(row.details)}`,
          );
        }
        return 0;
      }
      case 'bonus:weights': {
        const profile = options.profile ?? DEFAULT_WEIGHT_PROFILE;
        const weights = (await weightProfiles(io.db, [profile])).get(profile)!;
        for (const line of table([['category', 'percent'], ...WAGERING_CATEGORIES.map((c) => [c, String(weights[c])])])) io.out(line);
        const limits = await wageringSettings(io.db);
        io.out(`max stake per round while bonus money is held: ${formatTry(limits.maxStakeKurus, 'en')}; sports minimum odds: ${(limits.sportsMinOddsHundredths / 100).toFixed(2)}`);
        return 0;
      }
      case 'bonus:weights:set': {
        const category = arg(0, 'category') as WageringCategory;
        if (!WAGERING_CATEGORIES.includes(category)) throw new UsageError(`<category> is one of ${WAGERING_CATEGORIES.join(', ')}`);
        const percent = Number(arg(1, 'percent'));
        if (!Number.isInteger(percent) || percent < 0 || percent > 100) throw new UsageError(`<percent> is a whole number from 0 to 100, got "${args[1]}"`);
        const profile = options.profile ?? DEFAULT_WEIGHT_PROFILE;
        const { acting } = await actingOperator();
        const before = await io.db.transaction(async (tx) => {
          const previous = await setWeight(tx, profile, category, percent);
          await audit(tx, { ...acting, action: 'bonus.weight.set', target: { kind: 'bonus-weight', id: `${profile}:${category}` }, details: { before: previous, after: percent } });
          return previous;
        });
        io.out(`${profile} ${category}: ${before ?? 'default'} -> ${percent}%`);
        return 0;
      }
      case 'bonus:limits:set': {
        const set: { maxStakeKurus?: bigint; sportsMinOddsHundredths?: number } = {};
        if (options['max-stake'] !== undefined) {
          let kurus: bigint;
          try {
            kurus = tryToKurus(options['max-stake']);
          } catch {
            throw new UsageError(`--max-stake is a TRY amount, got "${options['max-stake']}"`);
          }
          if (kurus <= 0n) throw new UsageError('--max-stake must be above zero');
          set.maxStakeKurus = kurus;
        }
        if (options['min-odds'] !== undefined) {
          const odds = Number(options['min-odds']);
          if (!Number.isFinite(odds) || odds < 1 || odds > 1000 || Math.round(odds * 100) !== odds * 100) throw new UsageError(`--min-odds is decimal odds like 1.50, got "${options['min-odds']}"`);
          set.sportsMinOddsHundredths = Math.round(odds * 100);
        }
        if (Object.keys(set).length === 0) throw new UsageError('bonus:limits:set needs --max-stake and/or --min-odds');
        const { acting } = await actingOperator();
        await io.db.transaction(async (tx) => {
          const before = await wageringSettings(tx);
          await tx.insert(bonusSettings).values({ id: 1, ...set, updatedAt: new Date() }).onConflictDoUpdate({ target: bonusSettings.id, set: { ...set, updatedAt: new Date() } });
          await audit(tx, { ...acting, action: 'bonus.limits.set', target: { kind: 'bonus-settings', id: 1 }, details: { before, after: set } });
        });
        const after = await wageringSettings(io.db);
        io.out(`max stake ${formatTry(after.maxStakeKurus, 'en')}, sports minimum odds ${(after.sportsMinOddsHundredths / 100).toFixed(2)}`);
        return 0;
      }
      case 'settings:session-idle': {
        if (args[0] === undefined) {
          const policy = await readSessionPolicy(io.db, sessionDefaults());
          io.out(`session idle timeout: ${policy.idleMs / 60_000} minutes; absolute lifetime: ${policy.maxMs / 3_600_000} hours (SESSION_MAX_HOURS)`);
          return 0;
        }
        const minutes = Number(args[0]);
        if (!Number.isInteger(minutes) || minutes < SESSION_IDLE_MIN_MINUTES || minutes > SESSION_IDLE_MAX_MINUTES) {
          throw new UsageError(`<minutes> is a whole number from ${SESSION_IDLE_MIN_MINUTES} to ${SESSION_IDLE_MAX_MINUTES}, got "${args[0]}"`);
        }
        const { acting } = await actingOperator();
        const before = await io.db.transaction(async (tx) => {
          const previous = await setSessionIdleMinutes(tx, minutes);
          await audit(tx, { ...acting, action: 'settings.session-idle.set', target: { kind: 'setting', id: SESSION_IDLE_SETTING }, details: { before: previous, after: minutes } });
          return previous;
        });
        io.out(`session idle timeout: ${before ?? `${sessionDefaults().idleMinutes} (default)`} -> ${minutes} minutes; every instance applies it to the next call`);
        return 0;
      }
      default:
        throw new UsageError(`unknown command "${command}"`);
    }
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(error.message);
      io.err('Run `npm run ops -- help` for the commands.');
      return 2;
    }
    if (error instanceof ApiError) {
      io.err(translate('en', error.messageKey, error.vars));
      return 1;
    }
    throw error;
  }
}

function safeUser(): string {
  try {
    return userInfo().username;
  } catch {
    return 'unknown';
  }
}
