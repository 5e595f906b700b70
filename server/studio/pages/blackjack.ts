// The blackjack page: a bet and Deal, the dealer's cards (hole card face down until the end), the
// player's hand(s) and the decisions the server says are legal; a hand left in play resumes on load.
import { api, betSelect, el, money, requestId, startPage, t, type TextKey } from './common';

type Action = 'hit' | 'stand' | 'double' | 'split' | 'insurance' | 'no-insurance';
interface Hand {
  cards: number[];
  total: number;
  soft: boolean;
  wager: number;
  result: 'blackjack' | 'win' | 'push' | 'lose' | 'bust' | null;
}
interface BlackjackRound {
  roundId: string;
  status: 'open' | 'settled' | 'cancelled';
  bet: number;
  win: number;
  balance: number;
  fairness: { nonce: number | null };
  outcome: { game: 'blackjack'; phase: string; dealer: (number | null)[]; dealerTotal: number | null; hands: Hand[]; active: number; legalActions: Action[]; actions: Action[] } | null;
}

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♠', '♥', '♦', '♣'];

function card(code: number | null): HTMLElement {
  if (code === null) return el('div', { class: 'card back', role: 'img', 'aria-label': '?' });
  const suit = Math.floor(code / 13) % 4;
  const name = `${RANKS[code % 13]}${SUITS[suit]}`;
  return el('div', { class: `card${suit === 1 || suit === 2 ? ' red' : ''}`, role: 'img', 'aria-label': name }, name);
}

const RESULT: Record<NonNullable<Hand['result']>, TextKey> = { blackjack: 'blackjack', win: 'winResult', push: 'push', lose: 'lose', bust: 'bust' };

async function main() {
  const started = await startPage();
  if (!started) return;
  const { session, frame } = started;
  const dealer = el('div', { class: 'cards', 'data-testid': 'dealer-cards' });
  const dealerTotal = el('span');
  const hands = el('div', { class: 'controls', 'data-testid': 'player-hands' });
  const actions = el('div', { class: 'controls', role: 'group', 'aria-label': 'actions' });
  const bet = betSelect('bet', session.limits, 10);
  const deal = el('button', { type: 'button', 'data-testid': 'deal' }, t('deal'));
  frame.stage.append(
    el('h2', {}, t('dealer'), ' ', dealerTotal),
    dealer,
    hands,
    actions,
    el('div', { class: 'controls' }, el('label', { for: 'bet' }, t('bet'), bet), deal),
  );

  let round: BlackjackRound | null = (session.unfinished as BlackjackRound | null) ?? null;

  const render = () => {
    const outcome = round?.outcome;
    dealer.replaceChildren(...(outcome?.dealer ?? []).map(card));
    dealerTotal.textContent = outcome?.dealerTotal != null ? `(${outcome.dealerTotal})` : '';
    hands.replaceChildren(
      ...(outcome?.hands ?? []).map((hand, index) =>
        el(
          'div',
          { class: `hand${outcome!.phase === 'player' && index === outcome!.active ? ' active' : ''}` },
          el('strong', {}, `${t('hand', { n: index + 1 })} (${hand.total}) · ${money(hand.wager)}${hand.result ? ` · ${t(RESULT[hand.result])}` : ''}`),
          el('div', { class: 'cards' }, ...hand.cards.map(card)),
        ),
      ),
    );
    const open = round?.status === 'open';
    actions.replaceChildren(
      ...(open ? outcome!.legalActions : []).map((action) => {
        const button = el('button', { type: 'button', class: 'secondary', 'data-action': action }, t(action));
        button.addEventListener('click', () => void act(action));
        return button;
      }),
    );
    deal.disabled = open;
    bet.disabled = open;
  };

  const finish = (next: BlackjackRound) => {
    round = next;
    frame.setBalance(next.balance);
    render();
    if (next.status === 'settled') {
      frame.roundPlayed(next.fairness.nonce);
      frame.say(next.win > 0 ? t('youWon', { amount: money(next.win) }) : t('noWin'), next.win > next.bet ? 'win' : 'lose');
    }
  };

  const act = async (action: Action) => {
    if (!round?.outcome) return;
    frame.busy(true);
    for (const button of actions.querySelectorAll('button')) button.disabled = true;
    try {
      finish(await api<BlackjackRound>('blackjack/action', { roundId: round.roundId, action, step: round.outcome.actions.length }));
    } catch (error) {
      frame.say((error as Error).message, 'error');
      render();
    } finally {
      frame.busy(false);
    }
  };

  deal.addEventListener('click', async () => {
    deal.disabled = true;
    frame.busy(true);
    frame.say('');
    try {
      finish(await api<BlackjackRound>('blackjack/deal', { requestId: requestId(), bet: Number(bet.value) }));
    } catch (error) {
      frame.say((error as Error).message, 'error');
      render();
    } finally {
      frame.busy(false);
    }
  });
  render();
}

void main();
