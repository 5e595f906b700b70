// The sportsbook's machines with their UI effects bound at the app's edge, fetched on first use by
// the app's sportsbook loader (src/app/create-app.ts): the bet slip asks a guest to log in, refreshes
// the header's balance after a bet (the hub's Balance push usually beats it) and toasts the server's
// acceptance. The flows' actors close over the page's API client, given here.
import { fromCallback } from 'xstate';
import type { ApiClient } from '../../../common/contract/client';
import { betSlipActors } from '../../../machines/bet-slip/bet-slip.actors';
import { betSlipMachine } from '../../../machines/bet-slip/bet-slip.machine';
import { liveCashOutActors } from '../../../machines/live-cash-out/live-cash-out.actors';
import { liveCashOutMachine } from '../../../machines/live-cash-out/live-cash-out.machine';
import { sportsbookActors } from '../../../machines/sportsbook/sportsbook.actors';
import { sportsbookMachine } from '../../../machines/sportsbook/sportsbook.machine';
import type { Translate } from '../../i18n/translate';
import { notify } from '../../ui/notify';

export interface SportsEdge {
  translate(): Translate;
  openLogin(): void;
  refreshBalance(): void;
}

export function sportsbookWithEffects(edge: SportsEdge, api: ApiClient) {
  return sportsbookMachine.provide({
    actors: {
      ...sportsbookActors(api),
      betSlip: betSlipMachine.provide({
        actions: {
          'ask to log in': () => edge.openLogin(),
          'refresh balance': () => edge.refreshBalance(),
          'notify placed': (_, params) => notify.success(params.message || edge.translate()('slip.placed')),
        },
        actors: betSlipActors(api),
      }),
      liveCashOut: liveCashOutMachine.provide({ actions: { 'refresh balance': () => edge.refreshBalance() }, actors: liveCashOutActors(api) }),
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
