// The bets a slip stands for, pure: one single per selection, one accumulator of all, or a system
// bet expanded into its combinations; each line's stake (kuruş), its potential payout as the player
// types, and what stops it from being placed (a missing or out-of-range stake, a payout over the
// limit, a suspended selection, selections that cannot be combined). System expansion and exact
// payouts (odds in hundredths, rounded down to the kuruş) are the shared rules of common/sports.
import { applyRatio, productOfOdds } from '../../common/sports/odds';
import { combinations, parseSystem } from '../../common/sports/systems';
import {
  ACCUMULATOR_LINE,
  type BetType,
  combineBlock,
  parseStake,
  type SlipSelection,
  singleLine,
  type StakeLimits,
  SYSTEM_LINE,
} from './bet-slip.rules';

const NAMED_SYSTEMS = ['trixie', 'patent', 'yankee', 'lucky15', 'canadian', 'heinz', 'superheinz', 'goliath'] as const;

/** The combination sizes of a system over n selections, or null when it does not fit n. */
export function systemSizes(system: string, n: number): readonly number[] | null {
  const spec = parseSystem(system);
  return spec && spec.selections === n ? spec.sizes : null;
}

/** The systems a player can choose among for n selections: every `k/n`, then the named ones that fit. */
export function systemChoices(n: number): string[] {
  if (n < 3) return [];
  const plain = Array.from({ length: n - 2 }, (_, index) => `${index + 2}/${n}`);
  return [...plain, ...NAMED_SYSTEMS.filter((name) => systemSizes(name, n) !== null)];
}

export type LineProblem = 'stakeMissing' | 'stakeLow' | 'stakeHigh' | 'payoutHigh' | 'suspended' | 'related' | 'tooFew';

export interface SlipLine {
  /** The stake line's key (`single:…`, `accumulator`, `system`). */
  line: string;
  type: BetType;
  system?: string;
  selections: SlipSelection[];
  /** Stake per combination, kuruş; null while nothing valid is typed. */
  stake: number | null;
  /** How many bets the line is (1, or a system's combinations). */
  combinations: number;
  /** The line's total odds (a system: the sum of its combinations' odds). */
  odds: number;
  /** Kuruş, 0 while no stake. */
  totalStake: number;
  potentialPayout: number;
  problems: LineProblem[];
}

const product = (values: number[]) => values.reduce((total, value) => total * value, 1);
/** What a line of these selections pays for a stake (kuruş), rounded down to the kuruş, exactly. */
const payoutOf = (stake: number, group: SlipSelection[]) =>
  Number(applyRatio(BigInt(stake), productOfOdds(group.map((selection) => Math.max(101, Math.round(selection.odds * 100))))));

export interface SlipState {
  selections: SlipSelection[];
  stakes: Record<string, string>;
  betType: BetType;
  system: string | null;
  limits: StakeLimits;
}

function makeLine(state: SlipState, line: string, type: BetType, selections: SlipSelection[], groups: SlipSelection[][], system?: string): SlipLine {
  const text = state.stakes[line] ?? '';
  const stake = parseStake(text);
  const odds = groups.reduce((sum, group) => sum + product(group.map((selection) => selection.odds)), 0);
  const problems: LineProblem[] = [];
  if (stake === null || stake === 0) problems.push('stakeMissing');
  else if (stake < state.limits.minStake) problems.push('stakeLow');
  else if (stake > state.limits.maxStake) problems.push('stakeHigh');
  const potentialPayout = stake === null ? 0 : groups.reduce((sum, group) => sum + payoutOf(stake, group), 0);
  if (potentialPayout > state.limits.maxPayout) problems.push('payoutHigh');
  if (selections.some((selection) => selection.suspended)) problems.push('suspended');
  return {
    line,
    type,
    ...(system ? { system } : {}),
    selections,
    stake,
    combinations: groups.length,
    odds,
    totalStake: (stake ?? 0) * groups.length,
    potentialPayout,
    problems,
  };
}

/**
 * The lines of the slip as its bet type makes them. Singles: a line per selection, and a single with
 * no stake typed is left out (the player stakes the ones they want), unless none has a stake.
 */
export function slipLines(state: SlipState): { lines: SlipLine[]; block: 'related' | 'tooFew' | null } {
  const { selections } = state;
  if (state.betType === 'single' || selections.length === 0) {
    const all = selections.map((selection) => makeLine(state, singleLine(selection), 'single', [selection], [[selection]]));
    return { lines: all, block: null };
  }
  const block = combineBlock(selections, state.betType);
  if (state.betType === 'accumulator') {
    return { lines: [makeLine(state, ACCUMULATOR_LINE, 'accumulator', selections, [selections])], block };
  }
  const system = state.system && systemSizes(state.system, selections.length) ? state.system : systemChoices(selections.length)[0] ?? `2/${selections.length}`;
  const sizes = systemSizes(system, selections.length) ?? [];
  const groups = sizes.flatMap((size) => combinations(selections.length, size).map((indices) => indices.map((index) => selections[index]!)));
  return { lines: [makeLine(state, SYSTEM_LINE, 'system', selections, groups, system)], block };
}

/** The slip's total stake and total potential payout over the lines that have a stake. */
export function slipTotals(lines: SlipLine[]): { totalStake: number; potentialPayout: number } {
  return lines.reduce(
    (totals, line) => ({ totalStake: totals.totalStake + line.totalStake, potentialPayout: totals.potentialPayout + line.potentialPayout }),
    { totalStake: 0, potentialPayout: 0 },
  );
}

/** The lines that would be placed: singles with a stake typed; otherwise the one line. */
export function linesToPlace(lines: SlipLine[]): SlipLine[] {
  if (lines.length === 0) return [];
  if (lines[0]!.type !== 'single') return lines;
  const staked = lines.filter((line) => !line.problems.includes('stakeMissing'));
  return staked.length > 0 ? staked : lines;
}
