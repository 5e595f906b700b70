// Studio games benchmark: simulates millions of rounds of each studio game through the real game code and
// compares the simulated RTP with the declared (exactly computed) one, with its 99% confidence interval,
// and reports rounds per second. Work is split over worker threads (one per core by default).
//
//   node --import tsx bench/studio.ts [--rounds 10000000] [--workers 2] [--seed 20261122]
//                                     [--games slot,roulette,crash,blackjack,bosphorus,bazaar,keno] [--slot-full-cycle]
//
// Randomness: each worker draws from the seeded simulator PRNG (xoshiro128**, server/studio/engine/prng.ts)
// through the same RandomSource interface and the same rejection-sampled scaling as the provably fair
// stream; the check is about the game math, and an HMAC per draw would only slow it down. A run with the
// same seed, rounds and workers replays exactly.
//
// What one round is, per game:
// - slot: one paid spin of 20 line bets plus every free spin it triggers; return = line bets won / 20.
// - roulette: one bet drawn uniformly from allRouletteBets(), every distinct bet on the layout (157 bets:
//   37 straights, 60 splits, 14 streets, 23 corners, 11 six lines, 3 columns, 3 dozens, 6 even-money bets).
// - crash: one bet with a cash-out target cycling through 1.01x, 1.50x, 2x, 3x, 5x, 10x; declared RTP is the
//   exact average of those targets' RTPs.
// - bosphorus (Boğaz Gecesi): one paid spin of 20 units plus its free spins; return = units won / 20.
// - bazaar (Kapalıçarşı Hazinesi): one paid spin of 20 line bets plus its hold-and-win respins; return = units / 20.
// - keno: one bet on a draw of 20 balls from 80, cycling through the 14 bets of the board: 1 to 8 spots (the
//   numbers 1..k; any k numbers return the same), the four colours of the first ball, over and under the
//   total's line; declared RTP is the exact average of those bets' RTPs (engine/keno.ts kenoRtp).
// - blackjack: one round on a freshly shuffled 6-deck shoe played with basic strategy (insurance declined);
//   return per original bet (doubles and splits add stakes, as the house edge convention counts them).
//
// --slot-full-cycle also evaluates every stop combination of the real strips (52.5 million base, 69.7
// million free-spin screens) with the round-playing code, and checks the sums equal the grouped exact ones.
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import {
  applyBlackjackAction,
  basicStrategyAction,
  dealFromShoe,
  freshShoe,
  settleBlackjack,
  shuffleShoe,
  type BlackjackState,
} from '../server/studio/engine/blackjack';
import { blackjackExpectedValue } from '../server/studio/engine/blackjack-ev';
import { crashRtp, drawCrashPoint, settleCrashBet } from '../server/studio/engine/crash';
import { drawKenoBalls, KENO_COLOURS, KENO_MAX_PICKS, kenoRtp, kenoSettle, type KenoBet } from '../server/studio/engine/keno';
import { SimulationRng } from '../server/studio/engine/prng';
import { Rational } from '../server/studio/engine/rational';
import { allRouletteBets, playRouletteRound, ROULETTE_RTP, type RouletteBet } from '../server/studio/engine/roulette';
import { playSlotRoundUnits, STUDIO_SLOT } from '../server/studio/engine/slot';
import { playBosphorusRoundUnits } from '../server/studio/engine/bosphorus';
import { bosphorusRtp } from '../server/studio/engine/bosphorus-rtp';
import { playBazaarRoundUnits } from '../server/studio/engine/bazaar';
import { bazaarRtp } from '../server/studio/engine/bazaar-rtp';
import { addCycleSums, cycleSums, fullCycleSums, slotRtp, type CycleSums } from '../server/studio/engine/slot-rtp';

export type BenchGame = 'slot' | 'roulette' | 'crash' | 'blackjack' | 'bosphorus' | 'bazaar' | 'keno';

/** The keno bets a round cycles through: 1 to 8 spots, the four colours, over and under. */
const KENO_BETS: KenoBet[] = [
  ...Array.from({ length: KENO_MAX_PICKS }, (_, i): KenoBet => ({ kind: 'spots', numbers: Array.from({ length: i + 1 }, (_, n) => n + 1) })),
  ...KENO_COLOURS.map((colour): KenoBet => ({ kind: 'colour', colour })),
  { kind: 'total', side: 'over' },
  { kind: 'total', side: 'under' },
];

export interface StudioBenchOptions {
  rounds: number;
  workers: number;
  seed: number;
  games: BenchGame[];
  slotFullCycle: boolean;
}

export interface StudioBenchResult {
  game: BenchGame;
  rounds: number;
  declaredRtp: number;
  declaredText: string;
  simulatedRtp: number;
  ci99: [number, number];
  inside: boolean;
  seconds: number;
  roundsPerSecond: number;
  note?: string;
}

const CRASH_TARGETS = [101, 150, 200, 300, 500, 1000];
const Z99 = 2.5758293035489004;

interface WorkerTask {
  kind: 'simulate';
  game: BenchGame;
  rounds: number;
  seed: number;
}

interface CycleTask {
  kind: 'cycle';
  which: 'base' | 'free';
  from: number;
  to: number;
}

/** Sums of the per-round return, kept as integers over a per-game scale so nothing is lost in 10^7 rounds. */
interface Sums {
  rounds: number;
  sum: string;
  sumSquares: string;
  ms: number;
  /** Blackjack rounds that needed more cards than the shuffled prefix. */
  longRounds: number;
}

const BLACKJACK_PREFIX = 40;

function playBasicStrategy(shoe: number[]): BlackjackState {
  let state = dealFromShoe(shoe);
  while (state.phase !== 'settled') state = applyBlackjackAction(state, basicStrategyAction(state));
  return state;
}

const SCALE: Record<BenchGame, number> = { slot: 20, roulette: 1, crash: 100, blackjack: 2, bosphorus: 20, bazaar: 20, keno: 100 };

function simulate(task: WorkerTask): Sums {
  const rng = new SimulationRng(task.seed);
  let sum = 0n;
  let sumSquares = 0n;
  let chunkSum = 0;
  let chunkSquares = 0;
  const flush = () => {
    sum += BigInt(chunkSum);
    sumSquares += BigInt(chunkSquares);
    chunkSum = 0;
    chunkSquares = 0;
  };
  const shoe = freshShoe();
  let longRounds = 0;
  const catalogue: RouletteBet[] = allRouletteBets().map((spec) => ({ ...spec, amount: 1n }));
  const started = performance.now();
  for (let i = 0; i < task.rounds; i++) {
    // Returned amount in 1/SCALE of the original bet: an integer for every game.
    let value: number;
    switch (task.game) {
      case 'slot':
        value = playSlotRoundUnits(rng);
        break;
      case 'bosphorus':
        value = playBosphorusRoundUnits(rng);
        break;
      case 'bazaar':
        value = playBazaarRoundUnits(rng);
        break;
      case 'roulette': {
        const bet = catalogue[rng.nextInt(catalogue.length)];
        value = Number(playRouletteRound(rng, [bet]).totalPayout);
        break;
      }
      case 'crash': {
        const target = CRASH_TARGETS[i % CRASH_TARGETS.length];
        value = Number(settleCrashBet(100n, target, drawCrashPoint(rng)).payout);
        break;
      }
      case 'keno':
        // The multiplier in hundredths is the return per bet in 1/100.
        value = kenoSettle(KENO_BETS[i % KENO_BETS.length]!, 100n, drawKenoBalls(rng)).multiplier;
        break;
      case 'blackjack': {
        // Deals from a shoe whose first PREFIX positions are shuffled: forward Fisher-Yates fixes position i
        // at step i, so those cards are exactly a full shuffle's. A round that reaches past the prefix (never
        // seen in practice) finishes the shuffle and is replayed on the completed shoe.
        shuffleShoe(rng, shoe, 0, BLACKJACK_PREFIX);
        let state = playBasicStrategy(shoe);
        if (state.next > BLACKJACK_PREFIX) {
          shuffleShoe(rng, shoe, BLACKJACK_PREFIX);
          state = playBasicStrategy(shoe);
          longRounds += 1;
        }
        const settlement = settleBlackjack(state);
        // Net per original bet, shifted by one bet so the value is the amount returned per original bet.
        value = 2 + settlement.returnUnits - settlement.wagerUnits;
        break;
      }
    }
    chunkSum += value;
    chunkSquares += value * value;
    if (chunkSquares > 2 ** 50) flush();
  }
  flush();
  return {
    rounds: task.rounds,
    sum: sum.toString(),
    sumSquares: sumSquares.toString(),
    ms: performance.now() - started,
    longRounds,
  };
}

function serializeSums(sums: CycleSums): Record<string, string> {
  return Object.fromEntries(Object.entries(sums).map(([key, value]) => [key, String(value)]));
}

function deserializeSums(raw: Record<string, string>): CycleSums {
  return Object.fromEntries(Object.entries(raw).map(([key, value]) => [key, BigInt(value)])) as unknown as CycleSums;
}

function runInWorker<T>(task: WorkerTask | CycleTask): Promise<T> {
  return new Promise((resolve, reject) => {
    // A worker thread does not inherit the main thread's `--import tsx` hooks: it registers tsx itself, then
    // loads this file.
    const bootstrap = `import { register } from 'tsx/esm/api'; register(); await import(${JSON.stringify(import.meta.url)});`;
    const worker = new Worker(bootstrap, { eval: true, workerData: task });
    worker.once('message', (message) => resolve(message as T));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`worker exited with ${code}`));
    });
  });
}

async function declaredRtp(game: BenchGame): Promise<{ value: number; text: string }> {
  switch (game) {
    case 'slot': {
      const report = slotRtp(STUDIO_SLOT);
      return { value: report.rtp.toNumber(), text: `${report.rtp.toDecimal(12)} (exact: full reel cycle)` };
    }
    case 'bosphorus': {
      const report = bosphorusRtp();
      return { value: report.rtp.toNumber(), text: `${report.rtp.toDecimal(12)} (exact: reel cycle + free-spin chain)` };
    }
    case 'bazaar': {
      const report = bazaarRtp();
      return { value: report.rtp.toNumber(), text: `${report.rtp.toDecimal(12)} (exact: reel cycle + respin chain)` };
    }
    case 'roulette':
      return { value: ROULETTE_RTP.toNumber(), text: `36/37 = ${ROULETTE_RTP.toDecimal(12)} (exact)` };
    case 'crash': {
      const mean = CRASH_TARGETS.map(crashRtp)
        .reduce((sum, rtp) => sum.add(rtp), Rational.of(0))
        .div(Rational.of(CRASH_TARGETS.length));
      return { value: mean.toNumber(), text: `${mean.toDecimal(15)} (exact, mean over the targets)` };
    }
    case 'keno': {
      const exact = kenoRtp();
      const mean = KENO_BETS.map((bet) => (bet.kind === 'spots' ? exact.spots[bet.numbers.length]! : bet.kind === 'colour' ? exact.colour : exact.total))
        .reduce((sum, rtp) => sum.add(rtp), Rational.of(0))
        .div(Rational.of(KENO_BETS.length));
      return { value: mean.toNumber(), text: `${mean.toDecimal(12)} (exact, mean over the 14 bets)` };
    }
    case 'blackjack': {
      const started = performance.now();
      const report = blackjackExpectedValue();
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      return { value: report.rtp, text: `${report.rtp.toFixed(12)} (exact combinatorial, computed in ${seconds} s)` };
    }
  }
}

export async function benchStudio(options: StudioBenchOptions): Promise<StudioBenchResult[]> {
  const results: StudioBenchResult[] = [];
  for (const [gameIndex, game] of options.games.entries()) {
    const declared = await declaredRtp(game);
    const perWorker = Math.ceil(options.rounds / options.workers);
    const started = performance.now();
    const parts = await Promise.all(
      Array.from({ length: options.workers }, (_, w) =>
        runInWorker<Sums>({
          kind: 'simulate',
          game,
          rounds: Math.min(perWorker, options.rounds - w * perWorker),
          seed: (options.seed + gameIndex * 1_000_003 + w * 7_919) >>> 0,
        }),
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    const rounds = parts.reduce((total, part) => total + part.rounds, 0);
    const sum = parts.reduce((total, part) => total + BigInt(part.sum), 0n);
    const sumSquares = parts.reduce((total, part) => total + BigInt(part.sumSquares), 0n);
    const scale = SCALE[game];
    const mean = Number(sum) / rounds;
    const variance = (Number(sumSquares) - (Number(sum) * Number(sum)) / rounds) / (rounds - 1);
    const simulatedRtp = mean / scale;
    const halfWidth = (Z99 * Math.sqrt(variance / rounds)) / scale;
    const ci99: [number, number] = [simulatedRtp - halfWidth, simulatedRtp + halfWidth];
    results.push({
      game,
      rounds,
      declaredRtp: declared.value,
      declaredText: declared.text,
      simulatedRtp,
      ci99,
      inside: declared.value >= ci99[0] && declared.value <= ci99[1],
      seconds,
      roundsPerSecond: rounds / seconds,
      note:
        game === 'blackjack'
          ? `rounds needing more than the ${BLACKJACK_PREFIX}-card shuffled prefix: ` +
            `${parts.reduce((total, part) => total + part.longRounds, 0)} (replayed on the completed shuffle)`
          : undefined,
    });
    printResult(results[results.length - 1]);
  }
  if (options.slotFullCycle) await slotFullCycle(options.workers);
  return results;
}

function printResult(result: StudioBenchResult): void {
  const pct = (value: number) => `${(value * 100).toFixed(4)}%`;
  console.log(
    [
      `${result.game}: ${result.rounds.toLocaleString('en')} rounds in ${result.seconds.toFixed(1)} s ` +
        `(${Math.round(result.roundsPerSecond).toLocaleString('en')} rounds/s)`,
      `  declared RTP  ${pct(result.declaredRtp)}  ${result.declaredText}`,
      `  simulated RTP ${pct(result.simulatedRtp)}  99% CI [${pct(result.ci99[0])}, ${pct(result.ci99[1])}]`,
      `  declared inside the 99% CI: ${result.inside ? 'yes' : 'NO'}`,
      ...(result.note ? [`  ${result.note}`] : []),
    ].join('\n'),
  );
}

async function slotFullCycle(workers: number): Promise<void> {
  const started = performance.now();
  const check = async (which: 'base' | 'free') => {
    const reelLength = (which === 'base' ? STUDIO_SLOT.baseReels : STUDIO_SLOT.freeReels)[0].length;
    const tasks: CycleTask[] = [];
    // Small slices of the first reel, handed out as workers free up.
    for (let from = 0; from < reelLength; from += 3)
      tasks.push({ kind: 'cycle', which, from, to: Math.min(reelLength, from + 3) });
    const parts: CycleSums[] = [];
    const runNext = async (): Promise<void> => {
      const task = tasks.shift();
      if (!task) return;
      parts.push(deserializeSums(await runInWorker<Record<string, string>>(task)));
      return runNext();
    };
    await Promise.all(Array.from({ length: workers }, runNext));
    return addCycleSums(parts);
  };
  const base = await check('base');
  const free = await check('free');
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const same = (full: CycleSums, grouped: CycleSums) =>
    full.combinations === grouped.combinations &&
    full.lineUnits === grouped.lineUnits &&
    full.scatterUnits === grouped.scatterUnits &&
    full.freeSpinsAwarded === grouped.freeSpinsAwarded &&
    full.triggers === grouped.triggers;
  const groupedBase = cycleSums(STUDIO_SLOT, 'base');
  const groupedFree = cycleSums(STUDIO_SLOT, 'free');
  console.log(
    [
      `slot full cycle: ${(base.combinations + free.combinations).toLocaleString('en')} screens in ${seconds} s`,
      `  base: ${base.combinations} screens, line units ${base.lineUnits}, scatter units ${base.scatterUnits}, ` +
        `free spins awarded ${base.freeSpinsAwarded}, hit rate ${(Number(base.hits) / Number(base.combinations)).toFixed(6)}`,
      `  free: ${free.combinations} screens, line units ${free.lineUnits}, scatter units ${free.scatterUnits}, ` +
        `free spins awarded ${free.freeSpinsAwarded}`,
      `  equal to the grouped exact sums: ${same(base, groupedBase) && same(free, groupedFree) ? 'yes' : 'NO'}`,
    ].join('\n'),
  );
}

function parseArgs(argv: string[]): StudioBenchOptions {
  const value = (flag: string) => {
    const i = argv.indexOf(flag);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const games = (value('--games') ?? 'slot,roulette,crash,blackjack,bosphorus,bazaar,keno').split(',') as BenchGame[];
  for (const game of games) {
    if (!(game in SCALE)) throw new Error(`unknown game ${game}`);
  }
  return {
    rounds: Number(value('--rounds') ?? 10_000_000),
    workers: Number(value('--workers') ?? Math.min(availableParallelism(), 2)),
    seed: Number(value('--seed') ?? 20261122),
    games,
    slotFullCycle: argv.includes('--slot-full-cycle'),
  };
}

if (!isMainThread && parentPort) {
  const task = workerData as WorkerTask | CycleTask;
  if (task.kind === 'simulate') parentPort.postMessage(simulate(task));
  else parentPort.postMessage(serializeSums(fullCycleSums(STUDIO_SLOT, task.which, { from: task.from, to: task.to })));
} else if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const options = parseArgs(process.argv.slice(2));
  const started = performance.now();
  console.log(
    `studio bench: ${options.rounds.toLocaleString('en')} rounds per game on ${options.workers} worker thread(s), seed ${options.seed}`,
  );
  benchStudio(options)
    .then((results) => {
      console.log(`total ${((performance.now() - started) / 1000).toFixed(1)} s`);
      if (results.some((result) => !result.inside)) process.exitCode = 1;
    })
    .catch((error) => {
      console.error(error);
      process.exitCode = 1;
    });
}
