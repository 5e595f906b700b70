// Cash out of one bet in plain words, for its path names and its flow diagram.
import type { FlowWords } from '../shared/flow-words';

export const liveCashOutWords: FlowWords = {
  title: 'cash out',
  summary: 'One open bet in My bets: its cash-out quote kept fresh, full and partial cash out, the auto cash-out value.',
  states: {
    offer: 'The cash-out offer',
    'offer.quoting': 'Asking the book for the quote',
    'offer.offered': 'The quote is on offer (asked again every few seconds)',
    'offer.unavailable': 'Not offered now: the reason is shown',
    'offer.failed': 'The quote could not be read: asked again shortly',
    'offer.cashing': 'A cash out is on its way',
    'offer.cashedOut': 'Cashed out in full: what was paid and when',
    auto: 'The auto cash-out value',
    'auto.idle': 'Typed or set',
    'auto.saving': 'Saving the value',
    'auto.clearing': 'Removing the value',
  },
  events: {
    'cashOut.amount.changed': 'types a part',
    'cashOut.full': 'cashes out all',
    'cashOut.partial': 'cashes out the part',
    'cashOut.auto.changed': 'types an auto value',
    'cashOut.auto.saved': 'saves the auto value',
    'cashOut.auto.cleared': 'removes the auto value',
    'cashOut.bet.updated': (event) => `the bet is pushed ${String((event.bet as { status?: string } | undefined)?.status ?? '')}`,
    'xstate.done.actor.loadQuote': (event) => ((event.output as { available?: boolean } | undefined)?.available ? 'a quote is offered' : 'no quote is offered'),
    'xstate.error.actor.loadQuote': 'the quote fails',
    'xstate.done.actor.cashOut': (event) => `the cash out answers ${String((event.output as { kind?: string; bet?: { status?: string } } | undefined)?.kind ?? '')} ${String((event.output as { bet?: { status?: string } } | undefined)?.bet?.status ?? '')}`,
    'xstate.error.actor.cashOut': 'the cash out fails',
    'xstate.done.actor.saveAutoCashOut': 'the auto value is saved',
    'xstate.error.actor.saveAutoCashOut': 'saving the auto value fails',
    'xstate.done.actor.clearAutoCashOut': 'the auto value is removed',
    'xstate.error.actor.clearAutoCashOut': 'removing the auto value fails',
  },
};
