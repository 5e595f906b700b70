// The crash game's math: shared rounds whose seeds come from a hash chain published in advance, the crash
// point with a 1% house edge, bet settlement in integer kuruş, the growth curve, and the exact RTP.
//
// Seed chain (the industry norm for crash): the operator draws a secret terminal seed s_N and hashes it down,
// s_{n-1} = SHA-256(s_n) (over the hex text, as everywhere in fairness.ts), to s_0, which is published before
// round 1. Round r plays s_r, so the chain is consumed in reverse of its generation: once s_r is revealed,
// anyone checks SHA-256(s_r) = s_{r-1} (the seed revealed one round earlier, or s_0), so no seed can be chosen
// after the chain was committed. A public salt fixed after s_0 is published (for example a future block hash
// or a value announced with the chain) keeps the operator from having picked a favourable chain.
//
// Crash point of round r: U = k / 2^52 from the fairness stream (server seed s_r, client seed = salt,
// nonce = r); X = 99 / (1 - U) in hundredths; crash point C = max(100, floor(X)) hundredths, i.e.
// C = max(100, floor(99 * 2^52 / (2^52 - k))) with exact integer arithmetic.
//
// Exact RTP. A bet cashing out at a target t (hundredths, t >= 101) is paid t/100 when C >= t, and
// C >= t  <=>  99 * 2^52 >= t (2^52 - k)  <=>  k >= 2^52 - 99 * 2^52 / t, which holds for exactly
// floor(99 * 2^52 / t) of the 2^52 values of k. So
//   P(C >= t) = floor(99 * 2^52 / t) / 2^52,   RTP(t) = t * floor(99 * 2^52 / t) / (100 * 2^52),
// which is 99% less a rounding term below t / (100 * 2^52): RTP is 99% to 12 significant digits for every
// target up to 10^6 x. The round crashes at 1.00x (every bet loses) with probability 1 - P(C >= 101)
// = 1 - floor(99 * 2^52 / 101) / 2^52 ~= 2/101 ~= 1.98%.
import { FairStream } from './fairness';
import { Rational } from './rational';
import { sha256Hex } from './sha256';
import type { RandomSource } from './random-source';

export const CRASH_HOUSE_EDGE_PERCENT = 1;
/** Cash-out targets and crash points are in hundredths of a multiplier: 250 = 2.50x. */
export const CRASH_MIN_CASHOUT = 101;
export const CRASH_MAX_CASHOUT = 100_000_000;
/** Payouts are bet x multiplier / 100: whole-lira bets make every payout an exact kuruş amount. */
export const CRASH_BET_STEP = 100n;

const TWO_POW_52 = 2n ** 52n;
const SCALED = BigInt(100 - CRASH_HOUSE_EDGE_PERCENT) * TWO_POW_52;

/** The crash point (hundredths) for a 52-bit draw k. */
export function crashPointFromUint52(k: number): number {
  if (!Number.isSafeInteger(k) || k < 0 || k >= 2 ** 52) throw new RangeError('k is a 52-bit integer');
  const point = SCALED / (TWO_POW_52 - BigInt(k));
  return point < 100n ? 100 : point > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(point);
}

export function drawCrashPoint(rng: RandomSource): number {
  return crashPointFromUint52(rng.nextUint52());
}

/** The crash point of round `round` played with chain seed `seed` and the chain's public salt. */
export function crashPoint(seed: string, salt: string, round: number): number {
  return drawCrashPoint(new FairStream({ serverSeed: seed, clientSeed: salt, nonce: round }));
}

/**
 * Builds a chain from its secret terminal seed: result[n] = s_n for n = 0 .. length, with result[length] the
 * terminal seed and result[0] the public commitment. Memory grows with length; a server keeps the chain in
 * its database and builds a new one (with a new commitment) when it runs out.
 */
export function buildHashChain(terminalSeed: string, length: number): string[] {
  if (!Number.isSafeInteger(length) || length < 1) throw new RangeError('a chain has at least one round');
  const chain = new Array<string>(length + 1);
  chain[length] = terminalSeed;
  for (let n = length; n > 0; n--) chain[n - 1] = sha256Hex(chain[n]);
  return chain;
}

/** Checks that the seed revealed for a round hashes to the previous round's seed (or the commitment). */
export function verifyChainLink(seed: string, previousSeed: string): boolean {
  return sha256Hex(seed) === previousSeed.toLowerCase();
}

/** Checks a revealed round seed all the way back to the published commitment s_0: SHA-256^round(seed) = s_0. */
export function verifyAgainstCommitment(seed: string, round: number, commitment: string): boolean {
  if (!Number.isSafeInteger(round) || round < 1) return false;
  let current = seed;
  for (let i = 0; i < round; i++) current = sha256Hex(current);
  return current === commitment.toLowerCase();
}

export function assertCashOutTarget(target: number): void {
  if (!Number.isInteger(target) || target < CRASH_MIN_CASHOUT || target > CRASH_MAX_CASHOUT) {
    throw new RangeError(
      `a cash-out is a whole number of hundredths from ${CRASH_MIN_CASHOUT} to ${CRASH_MAX_CASHOUT}`,
    );
  }
}

export function assertCrashBet(bet: bigint): void {
  if (bet <= 0n || bet % CRASH_BET_STEP !== 0n)
    throw new RangeError(`a crash bet is a positive multiple of ${CRASH_BET_STEP} kuruş`);
}

export interface CrashBetResult {
  /** The multiplier the player cashed out at (hundredths), or null when the round crashed first. */
  cashedOutAt: number | null;
  /** Kuruş returned (stake included): bet x cashedOutAt / 100, or 0. */
  payout: bigint;
}

/**
 * Settles one bet: a cash-out at `cashOut` (hundredths; an auto cash-out target or the multiplier at the
 * moment the server received the player's cash-out) succeeds when the round had not crashed yet: cashOut <= C.
 * `cashOut` null: the player never cashed out.
 */
export function settleCrashBet(bet: bigint, cashOut: number | null, crashPointHundredths: number): CrashBetResult {
  assertCrashBet(bet);
  if (cashOut !== null) assertCashOutTarget(cashOut);
  if (cashOut === null || cashOut > crashPointHundredths) return { cashedOutAt: null, payout: 0n };
  return { cashedOutAt: cashOut, payout: (bet * BigInt(cashOut)) / 100n };
}

/** Exact RTP of a bet with cash-out target t (see the header). */
export function crashRtp(target: number): Rational {
  assertCashOutTarget(target);
  const t = BigInt(target);
  return new Rational(t * (SCALED / t), 100n * TWO_POW_52);
}

/** Exact P(C >= t). */
export function crashSurvival(target: number): Rational {
  assertCashOutTarget(target);
  return new Rational(SCALED / BigInt(target), TWO_POW_52);
}

/** Chance that a round crashes at 1.00x. */
export const CRASH_INSTANT_PROBABILITY = Rational.of(1).sub(new Rational(SCALED / 101n, TWO_POW_52));

/** The declared RTP: 99% (the bound every target approaches from below within t x 2^-52 / 100). */
export const CRASH_DECLARED_RTP = Rational.of(100 - CRASH_HOUSE_EDGE_PERCENT, 100);

// The curve shown to players lives in common/ (the studio page draws the same one).
import { CRASH_GROWTH_PER_MS, multiplierAt } from '../../../common/rules/crash-curve';

export { CRASH_GROWTH_PER_MS, multiplierAt } from '../../../common/rules/crash-curve';

/** Milliseconds after the start at which the multiplier first shows `hundredths`. */
export function msToReach(hundredths: number): number {
  if (hundredths <= 100) return 0;
  let ms = Math.ceil(Math.log(hundredths / 100) / CRASH_GROWTH_PER_MS);
  // Float rounding could leave the floored display one hundredth short (or long): step to the exact edge.
  while (multiplierAt(ms) < hundredths) ms++;
  while (ms > 0 && multiplierAt(ms - 1) >= hundredths) ms--;
  return ms;
}
