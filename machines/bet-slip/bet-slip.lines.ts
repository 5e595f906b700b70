// The bets a slip stands for, pure: one single per selection, one accumulator of all, or a system
// bet expanded into its combinations; each line's stake (kuruş), its potential payout as the player
// types, and what stops it from being placed (a missing or out-of-range stake, a payout over the
// limit, a suspended selection, selections that cannot be combined).
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

/** The named systems and the combination sizes they are made of (domain notes: Trixie = 3 doubles + 1 treble). */
export const NAMED_SYSTEMS: Record<string, { selections: number; sizes: number[] }> = {
  trixie: { selections: 3, sizes: [2, 3] },
  patent: { selections: 3, sizes: [1, 2, 3] },
  yankee: { selections: 4, sizes: [2, 3, 4] },
  lucky15: { selections: 4, sizes: [1, 2, 3, 4] },
};

/** Every combination of `size` indices out of 0..n-1, in lexical order. */
export function combinations(n: number, size: number): number[][] {
  const out: number[][] = [];
  const walk = (start: number, chosen: number[]) => {
    if (chosen.length === size) {
      out.push(chosen);
      return;
    }
    for (let index = start; index <= n - (size - chosen.length); index += 1) walk(index + 1, [...chosen, index]);
  };
  if (size >= 1 && size <= n) walk(0, []);
  return out;
}

/** The combination sizes of a system over n selections, or null when it does not fit n. */
export function systemSizes(system: string, n: number): number[] | null {
  const named = NAMED_SYSTEMS[system];
  if (named) return named.selections === n ? named.sizes : null;
  const match = /^(\d+)\/(\d+)$/.exec(system);
  if (!match) return null;
  const size = Number(match[1]);
  const of = Number(match[2]);
  return of === n && size >= 2 && size < n ? [size] : null;
}

/** The systems a player can choose among for n selections: every `k/n`, then the named ones that fit. */
export function systemChoices(n: number): string[] {
  if (n < 3) return [];
  const plain = Array.from({ length: n - 2 }, (_, index) => `${index + 2}/${n}`);
  return [...plain, ...Object.entries(NAMED_SYSTEMS).filter(([, named]) => named.selections === n).map(([name]) => name)];
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
/** A payout is rounded down to the kuruş; the tiny lift absorbs binary fractions (2.15 × 100). */
const payoutOf = (stake: number, odds: number) => Math.floor(stake * odds + 1e-6);

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
  const potentialPayout = stake === null ? 0 : groups.reduce((sum, group) => sum + payoutOf(stake, product(group.map((s) => s.odds))), 0);
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
