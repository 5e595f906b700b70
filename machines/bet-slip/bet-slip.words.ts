// The bet slip in plain words, for its path names and its flow diagram.
import type { FlowWords } from '../shared/flow-words';

export const betSlipWords: FlowWords = {
  title: 'bet slip',
  summary: 'The sportsbook coupon: selections from any screen, singles, accumulator or system, stakes, odds-change consent, placing.',
  states: {
    slip: 'What the slip holds and where placing stands',
    'slip.checking': 'Opening: looks at the slip kept from the last visit',
    'slip.empty': 'No selections',
    'slip.editing': 'Selections in the slip, stakes being typed',
    'slip.editing.ready': 'Ready to place when every stake is valid',
    'slip.editing.changed': 'A price moved against the setting: the player must agree to the new odds',
    'slip.editing.refused': 'The last placing was refused: the reason is shown',
    'slip.placing': 'The bets are on their way to the book',
    'slip.placed': 'The receipt: the bets were accepted',
    'slip.waiting': 'A live bet waits out its bet delay',
    'slip.waiting.counting': 'The delay counted down on screen',
    'slip.waiting.deciding': 'The delay is over: waiting for the book to decide',
    'slip.waiting.checking': 'Reading the bet back from the book',
    'slip.waiting.judging': 'Accepted, refused, or still waiting',
    sheet: 'The phone bottom sheet',
    'sheet.closed': 'The sheet shows only its badge',
    'sheet.open': 'The sheet is pulled up',
  },
  eventLabels: { 'slip.selection.toggled': 'picks or unpicks an outcome' },
  events: {
    'slip.selection.toggled': (event) =>
      `picks ${String((event.pick as { eventId?: string } | undefined)?.eventId ?? 'an outcome')}`,
    'slip.selection.removed': 'removes a selection',
    'slip.cleared': 'clears the slip',
    'slip.stake.changed': 'types a stake',
    'slip.type.chosen': (event) => `chooses ${String(event.betType)}`,
    'slip.system.chosen': (event) => `chooses system ${String(event.system)}`,
    'slip.oddsChange.chosen': (event) => `sets odds changes to ${String(event.setting)}`,
    'slip.prices.updated': 'a price moves',
    'slip.changes.accepted': 'accepts the new odds',
    'slip.submitted': 'presses Place bet',
    'slip.receipt.closed': 'closes the receipt',
    'slip.sheet.opened': 'pulls the sheet up',
    'slip.sheet.closed': 'pulls the sheet down',
    'xstate.done.actor.placeBets': (event) =>
      (event.output as { kind?: string } | undefined)?.kind === 'pricesChanged'
        ? 'the book offers new prices'
        : ((event.output as { bets?: Array<{ status?: string }> } | undefined)?.bets ?? []).some((bet) => bet.status === 'pending')
          ? 'the live bet waits its delay'
          : 'the bets are accepted',
    'xstate.error.actor.placeBets': 'the bets are refused',
    'slip.bet.updated': (event) => `the book decides ${String((event.bet as { status?: string } | null | undefined)?.status ?? '')}`,
    'xstate.done.actor.checkBets': (event) => `the bet reads ${String((event.output as Array<{ status?: string }> | undefined)?.[0]?.status ?? '')}`,
    'xstate.error.actor.checkBets': 'reading the bet fails',
  },
};
