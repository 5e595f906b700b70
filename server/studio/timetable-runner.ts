// The runner of a shared game whose rounds follow a fixed timetable (keno's draws, the automated roulette
// table's spins), on the one scheduled-round runner (scheduled-runner.ts): each step makes the row of the
// round running now (its seed committed), closes every round whose bets closed (the game decides its
// outcome and records each bet's win), settles every round whose show is over (the bets paid, the seed
// revealed), and pushes each round's public view to every page once per change. The game supplies its rows,
// its moments, its close and settle, and its view.
import type { HubPublisher } from '../realtime';
import type { StudioDeps } from './rounds';
import { ScheduledRunner, type ScheduledRunnerOptions, type ScheduleTimes } from './scheduled-runner';

export type TimetableHub = HubPublisher & { publishToAll?(command: string, message: unknown): Promise<boolean> };

export interface TimetableRunnerOptions extends ScheduledRunnerOptions {
  hub: TimetableHub;
}

/** A round's row as the runner needs it: when its bets close, and whether they did. */
export interface TimetableRow {
  betsCloseAt: Date;
  closedAt: Date | null;
}

export abstract class TimetableRunner<Row extends TimetableRow, View> extends ScheduledRunner {
  protected readonly hub: TimetableHub;
  /** The view last pushed per round, so each change is pushed once. */
  private readonly pushed = new Map<number, string>();

  protected constructor(
    options: TimetableRunnerOptions,
    times: ScheduleTimes,
    /** The hub command carrying a round's public view. */
    private readonly command: string,
  ) {
    super(options, times);
    this.hub = options.hub;
  }

  protected get deps(): StudioDeps {
    return { db: this.db, hub: this.hub, now: this.now };
  }

  /** The round's number (the timetable's slot). */
  protected abstract numberOf(row: Row): number;
  /** The number of the round running at `now`. */
  protected abstract numberAt(now: Date): number;
  /** The round's row, made with a fresh seed if it has none (every instance agrees on the first one made). */
  protected abstract ensure(no: number): Promise<Row>;
  /** The rounds not yet settled up to `no`, in order. */
  protected abstract unsettledUpTo(no: number): Promise<Row[]>;
  /** When the show is over and the bets are paid (keno's 20th ball, the wheel landing). */
  protected abstract paidAt(row: Row): Date;
  /** Bets close: the outcome decided and each bet's win recorded; unconfirmed stakes go back. */
  abstract close(row: Row, now: Date): Promise<Row | null>;
  /** The show is over: every bet paid, then the seed revealed. */
  abstract settle(row: Row): Promise<Row | null>;
  /** The round's public view (the hub push and the state answer). */
  protected abstract view(row: Row, now: Date): View;
  /** What about the view changes when it must be pushed again. */
  protected abstract viewKey(view: View): string;

  /**
   * Marks activity and answers the round running now, making its row (seed and hash) if none exists yet.
   * Any instance may make it: the insert is keyed by the round's number, so all agree on one seed.
   */
  async current(): Promise<Row> {
    this.touch();
    return this.ensure(this.numberAt(this.now()));
  }

  protected async step(): Promise<void> {
    const now = this.now();
    const current = await this.ensure(this.numberAt(now));
    const open = await this.unsettledUpTo(this.numberOf(current));
    for (const round of open) {
      let row = round;
      if (row.closedAt === null && now.getTime() >= row.betsCloseAt.getTime()) row = (await this.close(row, now)) ?? row;
      if (row.closedAt !== null && now.getTime() >= this.paidAt(row).getTime()) row = (await this.settle(row)) ?? row;
      await this.broadcast(row, now);
    }
    if (!open.some((row) => this.numberOf(row) === this.numberOf(current))) await this.broadcast(current, now);
  }

  private async broadcast(row: Row, now: Date): Promise<void> {
    if (!this.hub.publishToAll) return;
    const view = this.view(row, now);
    const key = this.viewKey(view);
    const no = this.numberOf(row);
    if (this.pushed.get(no) === key) return;
    this.pushed.set(no, key);
    if (this.pushed.size > 20) this.pushed.delete(this.pushed.keys().next().value!);
    await this.hub.publishToAll(this.command, view).catch(() => false);
  }
}
