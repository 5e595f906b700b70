// The bet slip's own arithmetic, pure: what a selection is, how a typed stake reads, which price moves
// need the player's consent under the odds-change setting, and which bets the slip would place. The
// machine keeps the data; the selectors and the placing actor read it through these functions.

export type OddsChangeSetting = 'none' | 'higher' | 'any';
export const ODDS_CHANGE_SETTINGS: readonly OddsChangeSetting[] = ['none', 'higher', 'any'];
export type BetType = 'single' | 'accumulator' | 'system';

/** What a screen hands the slip when the player picks an outcome. */
export interface SelectionPick {
  eventId: string;
  marketId: string;
  outcomeId: string;
  /** Decimal odds as the screen showed them. */
  odds: number;
  eventName: string;
  marketName: string;
  outcomeName: string;
}

export interface SlipSelection extends SelectionPick {
  /** The price the player last saw and agreed to; `odds` is the book's current one. */
  seenOdds: number;
  /** A suspended selection cannot be placed until its market opens again. */
  suspended: boolean;
}

/** A price or status update for one outcome (from the hub, or a refusal's offered prices). */
export interface PriceUpdate {
  eventId: string;
  marketId: string;
  outcomeId: string;
  odds: number;
  suspended: boolean;
}

export interface StakeLimits {
  /** Kuruş. */
  minStake: number;
  maxStake: number;
  /** The most one bet may return, kuruş. */
  maxPayout: number;
}

/** Until the operator's limits arrive: 1 TRY to 10,000 TRY a bet, at most 250,000 TRY back. */
export const DEFAULT_LIMITS: StakeLimits = { minStake: 100, maxStake: 1_000_000, maxPayout: 25_000_000 };

export const selectionKey = (selection: Pick<SelectionPick, 'eventId' | 'marketId' | 'outcomeId'>) =>
  `${selection.eventId}/${selection.marketId}/${selection.outcomeId}`;

/** The stake line of a single (one per selection), of the accumulator, or of the system bet. */
export const singleLine = (selection: Pick<SelectionPick, 'eventId' | 'marketId' | 'outcomeId'>) => `single:${selectionKey(selection)}`;
export const ACCUMULATOR_LINE = 'accumulator';
export const SYSTEM_LINE = 'system';

/**
 * A typed stake in kuruş, read as the player types it: `10`, `10,5`, `10.50`; null while it is not
 * an amount (empty, letters, more than two decimals).
 */
export function parseStake(text: string): number | null {
  const match = /^\s*(\d{1,9})(?:[.,](\d{0,2}))?\s*$/.exec(text);
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = (match[2] ?? '').padEnd(2, '0');
  return whole * 100 + Number(fraction || '0');
}

/** Whether a moved price must be shown to the player before the bet goes: none accepts nothing, higher accepts rises. */
export function needsConsent(selection: Pick<SlipSelection, 'odds' | 'seenOdds'>, setting: OddsChangeSetting): boolean {
  if (selection.odds === selection.seenOdds) return false;
  if (setting === 'any') return false;
  if (setting === 'higher') return selection.odds < selection.seenOdds;
  return true;
}

/** Two outcomes of one event cannot be combined in one bet. */
export function hasRelatedSelections(selections: readonly Pick<SelectionPick, 'eventId'>[]): boolean {
  return new Set(selections.map((selection) => selection.eventId)).size !== selections.length;
}

/** Why the selections cannot be combined into an accumulator or system bet, or null when they can. */
export function combineBlock(selections: readonly Pick<SelectionPick, 'eventId'>[], type: 'accumulator' | 'system'): 'related' | 'tooFew' | null {
  if (selections.length < (type === 'accumulator' ? 2 : 3)) return 'tooFew';
  if (hasRelatedSelections(selections)) return 'related';
  return null;
}

export { SLIP_STORAGE_KEY } from '../sportsbook-loader/sportsbook-loader.machine';

export interface StoredSlip {
  selections: SlipSelection[];
  stakes: Record<string, string>;
  oddsChange: OddsChangeSetting;
}

/** The slip kept from the last visit; anything unreadable is an empty slip with the default setting. */
export function readStoredSlip(text: string | null): StoredSlip {
  const empty: StoredSlip = { selections: [], stakes: {}, oddsChange: 'higher' };
  if (!text) return empty;
  try {
    const value = JSON.parse(text) as Partial<StoredSlip>;
    const oddsChange = ODDS_CHANGE_SETTINGS.includes(value.oddsChange as OddsChangeSetting) ? (value.oddsChange as OddsChangeSetting) : 'higher';
    const selections = Array.isArray(value.selections)
      ? value.selections.filter(
          (item): item is SlipSelection =>
            Boolean(item) && typeof item.eventId === 'string' && typeof item.outcomeId === 'string' && typeof item.odds === 'number',
        )
      : [];
    const stakes = value.stakes && typeof value.stakes === 'object' ? (value.stakes as Record<string, string>) : {};
    return { selections, stakes, oddsChange };
  } catch {
    return empty;
  }
}
