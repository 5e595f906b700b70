// The sportsbook's machines with their UI effects bound at the app's edge, fetched on first use by
// the app's sportsbook loader (src/app/create-app.ts): the bet slip asks a guest to log in, refreshes
// the header's balance after a bet (the hub's Balance push usually beats it) and toasts the server's
// acceptance.
import { fromCallback } from 'xstate';
import { betSlipMachine } from '../../../machines/bet-slip/bet-slip.machine';
import { liveCashOutMachine } from '../../../machines/live-cash-out/live-cash-out.machine';
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
      liveCashOut: liveCashOutMachine.provide({ actions: { 'refresh balance': () => edge.refreshBalance() } }),
      // The live screens ask again when the tab comes back into view (pushes may have been missed).
      watchVisibility: fromCallback<{ type: 'sports.live.resync' }>(({ sendBack }) => {
        const onChange = () => {
          if (document.visibilityState === 'visible') sendBack({ type: 'sports.live.resync' });
        };
        document.addEventListener('visibilitychange', onChange);
        return () => document.removeEventListener('visibilitychange', onChange);
      }),
    },
  });
}
