// The sportsbook's machines with their UI effects bound at the app's edge, fetched on first use by
// the app's sportsbook loader (src/app/create-app.ts): the bet slip asks a guest to log in, refreshes
// the header's balance after a bet (the hub's Balance push usually beats it) and toasts the server's
// acceptance.
import { betSlipMachine } from '../../../machines/bet-slip/bet-slip.machine';
import { sportsbookMachine } from '../../../machines/sportsbook/sportsbook.machine';
import type { Translate } from '../../i18n/translate';
import { notify } from '../../ui/notify';

export interface SportsEdge {
  translate(): Translate;
  openLogin(): void;
  refreshBalance(): void;
}

export function sportsbookWithEffects(edge: SportsEdge) {
  return sportsbookMachine.provide({
    actors: {
      betSlip: betSlipMachine.provide({
        actions: {
          'ask to log in': () => edge.openLogin(),
          'refresh balance': () => edge.refreshBalance(),
          'notify placed': (_, params) => notify.success(params.message || edge.translate()('slip.placed')),
        },
      }),
    },
  });
}
