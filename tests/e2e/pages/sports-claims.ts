// One simulated event per spec. The browser specs share one server and run two at a time, and some change an
// event (the trader screen suspends and settles one, the live specs kick one off now) while others bet on one
// through the page: two specs on one event fail each other (a slip placed while a trader holds the event is
// refused). A spec claims an event before it uses it, by creating a file named after the event in the run's
// data directory with O_EXCL, which only one process can do; and claims only an event that kicks off at least
// `margin` from now, so the simulator does not start it under the spec either.
import { closeSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';

const dir = join(process.env.E2E_DATA_DIR || '.tmp', 'e2e-claims');

/** Claims `eventId` for this spec; false when another spec has it. */
export function claimEvent(eventId: string): boolean {
  mkdirSync(dir, { recursive: true });
  try {
    closeSync(openSync(join(dir, eventId), 'wx'));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

export interface ClaimableEvent {
  id: string;
  kind: string;
  sport: string;
  status: string;
  startsAt: string;
  name: string;
  leagueId: string;
}

export const TEN_MINUTES = 10 * 60_000;
/** How long a claim waits for the feed's first fixtures after the server started. */
const FEED_START_MS = 90_000;

/** Whether a listed event is still scheduled and kicks off no sooner than `margin` from now. */
export function startsLater(event: Pick<ClaimableEvent, 'status' | 'startsAt'>, margin = TEN_MINUTES): boolean {
  return event.status === 'scheduled' && Date.parse(event.startsAt) >= Date.now() + margin;
}

/** Claims the first scheduled event the list gives that passes `accept` and kicks off after `margin`. */
export async function claimScheduled(
  request: APIRequestContext,
  query: string,
  accept: (event: ClaimableEvent) => boolean | Promise<boolean> = () => true,
  margin = TEN_MINUTES,
): Promise<ClaimableEvent | null> {
  // The simulated feed publishes its first fixtures some seconds after the server starts (about 30 s here): a
  // spec that runs first, or alone, waits for them rather than finding an empty book.
  let items: ClaimableEvent[] = [];
  for (const deadline = Date.now() + FEED_START_MS; ; ) {
    const response = await request.get(`/api/sports/events?${query}`);
    items = ((await response.json()).data?.items ?? []) as ClaimableEvent[];
    if (items.length > 0 || Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  for (const event of items) {
    if (!startsLater(event, margin) || !(await accept(event))) continue;
    if (claimEvent(event.id)) return event;
  }
  return null;
}
