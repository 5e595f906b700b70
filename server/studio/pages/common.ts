// What every studio game page shares: the launch token and language from the URL, the API calls (the
// contract's Studio operations), texts in Turkish and English, TRY formatting, the page frame (title,
// balance, message line) and the Fairness panel (seed hash, client seed, rotation, last nonce).
// Plain DOM, bundled by server/studio/pages.ts; it runs inside the site's play frame or on its own.

import { formatTry } from '../../../common/money-format';

export type Lang = 'tr' | 'en';

const params = new URLSearchParams(location.search);
export const token = params.get('token') ?? '';
export const lang: Lang = params.get('lang') === 'en' ? 'en' : 'tr';

const TEXTS = {
  tr: {
    balance: 'Bakiye',
    bet: 'Bahis',
    win: 'Kazanç',
    youWon: 'Kazandınız: {amount}',
    noWin: 'Bu sefer kazanç yok',
    fairness: 'Adillik',
    seedHash: 'Sunucu tohumu (SHA-256)',
    clientSeed: 'İstemci tohumu',
    nextNonce: 'Sonraki nonce',
    lastNonce: 'Son turun nonce değeri',
    rotate: 'Tohumları yenile',
    revealed: 'Açıklanan sunucu tohumu',
    revealedRounds: '{count} tur bu tohumla oynandı',
    networkError: 'Bağlantı hatası, lütfen yeniden deneyin',
    noToken: 'Oyun oturumu bulunamadı; oyunu casino sayfasından açın',
    spin: 'Çevir',
    freeSpins: '{count} bedava çevirme',
    lines: 'Kazanan çizgiler',
    line: 'Çizgi {n}',
    chip: 'Fiş değeri',
    clear: 'Bahisleri temizle',
    totalBet: 'Toplam bahis',
    placeBets: 'Bahis yapmak için masaya dokunun',
    pocket: 'Kazanan numara',
    red: 'Kırmızı',
    black: 'Siyah',
    even: 'Çift',
    odd: 'Tek',
    low: '1-18',
    high: '19-36',
    dozen: '{index}. düzine',
    column: '{index}. sütun',
    autoCashOut: 'Otomatik nakit çekim (x)',
    placeBet: 'Bahis yap',
    cashOut: 'Nakde çevir',
    waiting: 'Sonraki tur {seconds} sn içinde',
    crashedAt: '{multiplier} ile patladı',
    yourBet: 'Bahsiniz: {amount}',
    cashedOut: '{multiplier} ile nakde çevrildi: {amount}',
    lost: 'Bahis kaybedildi',
    history: 'Son turlar',
    round: 'Tur {n}',
  },
  en: {
    balance: 'Balance',
    bet: 'Bet',
    win: 'Win',
    youWon: 'You won {amount}',
    noWin: 'No win this time',
    fairness: 'Fairness',
    seedHash: 'Server seed (SHA-256)',
    clientSeed: 'Client seed',
    nextNonce: 'Next nonce',
    lastNonce: "Last round's nonce",
    rotate: 'Rotate seeds',
    revealed: 'Revealed server seed',
    revealedRounds: '{count} rounds were played with this seed',
    networkError: 'Connection problem, please try again',
    noToken: 'No game session; open the game from the casino',
    spin: 'Spin',
    freeSpins: '{count} free spins',
    lines: 'Winning lines',
    line: 'Line {n}',
    chip: 'Chip value',
    clear: 'Clear bets',
    totalBet: 'Total bet',
    placeBets: 'Tap the table to place bets',
    pocket: 'Winning number',
    red: 'Red',
    black: 'Black',
    even: 'Even',
    odd: 'Odd',
    low: '1-18',
    high: '19-36',
    dozen: 'Dozen {index}',
    column: 'Column {index}',
    autoCashOut: 'Auto cash-out (x)',
    placeBet: 'Place bet',
    cashOut: 'Cash out',
    waiting: 'Next round in {seconds} s',
    crashedAt: 'Crashed at {multiplier}',
    yourBet: 'Your bet: {amount}',
    cashedOut: 'Cashed out at {multiplier}: {amount}',
    lost: 'Bet lost',
    history: 'Recent rounds',
    round: 'Round {n}',
  },
} as const;

type TextKey = keyof (typeof TEXTS)['tr'];

export function t(key: TextKey, vars: Record<string, string | number> = {}): string {
  return TEXTS[lang][key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

// The site's one money format (₺1.150,00 / ₺1,150.00), not en-GB's "TRY 1,150.00" (issue 13).
export const money = (amount: number) => formatTry(amount, lang);
export const multiplier = (value: number) => `${value.toFixed(2)}x`;

export class ApiFailure extends Error {}

/** Calls a Studio operation; throws ApiFailure with the server's message (in the page's language). */
export async function api<T>(path: string, body: Record<string, unknown>): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api/studio/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'x-locale': lang },
      body: JSON.stringify({ token, ...body }),
    });
  } catch {
    throw new ApiFailure(t('networkError'));
  }
  const json = (await response.json().catch(() => null)) as { success: boolean; message: string; data: T } | null;
  if (!json || !json.success) throw new ApiFailure(json?.message || t('networkError'));
  return json.data;
}

export function requestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Builds an element: el('button', { class: 'x', type: 'button' }, 'text', child). */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string | number | boolean | undefined> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === false) continue;
    node.setAttribute(name, value === true ? '' : String(value));
  }
  node.append(...children);
  return node;
}

export interface Fairness {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

export interface Session {
  game: string;
  gameCode: string;
  gameName: string;
  balance: number;
  fairness: Fairness;
  limits: { min: number; max: number; step: number };
  rtp: number;
  unfinished: unknown;
}

export interface Frame {
  root: HTMLElement;
  /** Where the game draws itself. */
  stage: HTMLElement;
  setBalance(amount: number): void;
  say(text: string, kind?: 'win' | 'lose' | 'error' | ''): void;
  /** After a round: the commitment moved on (nonce + 1) and the last nonce is shown. */
  roundPlayed(nonce: number | null): void;
  busy(on: boolean): void;
  /**
   * One round started by `button`: the button disabled and the page busy while `play` runs (it sends the
   * round and draws it); then the balance, the nonce used and what it paid, or the failure as an error.
   */
  playRound(button: HTMLButtonElement, play: () => Promise<SettledRound>): Promise<void>;
}

/** What every settled round answers, whatever the game. */
export interface SettledRound {
  balance: number;
  win: number;
  fairness: { nonce: number | null };
}

/** Opens the session (which also completes interrupted rounds) and draws the frame; null without a token. */
export async function startPage(): Promise<{ session: Session; frame: Frame } | null> {
  const app = document.getElementById('app')!;
  if (!token) {
    app.replaceChildren(el('p', { class: 'message error', role: 'alert' }, t('noToken')));
    app.removeAttribute('aria-busy');
    return null;
  }
  let session: Session;
  try {
    session = await api<Session>('session', {});
  } catch (error) {
    app.replaceChildren(el('p', { class: 'message error', role: 'alert' }, (error as Error).message));
    app.removeAttribute('aria-busy');
    return null;
  }
  document.title = session.gameName;
  const balance = el('span', { class: 'balance', 'data-testid': 'studio-balance' }, money(session.balance));
  const header = el('header', { class: 'bar' }, el('h1', {}, session.gameName), el('span', {}, `${t('balance')}: `, balance));
  const stage = el('section', { class: 'panel stage', 'aria-label': session.gameName });
  const message = el('p', { class: 'message', role: 'status', 'aria-live': 'polite', 'data-testid': 'studio-message' });
  const fairness = fairnessPanel(session.fairness);
  app.replaceChildren(header, stage, message, fairness.element);
  app.removeAttribute('aria-busy');
  const frame: Frame = {
    root: app,
    stage,
    setBalance: (amount) => {
      balance.textContent = money(amount);
    },
    say: (text, kind = '') => {
      message.textContent = text;
      message.className = `message ${kind}`;
    },
    roundPlayed: (nonce) => fairness.roundPlayed(nonce),
    busy: (on) => app.toggleAttribute('aria-busy', on),
    async playRound(button, play) {
      button.disabled = true;
      frame.busy(true);
      try {
        const round = await play();
        frame.setBalance(round.balance);
        frame.roundPlayed(round.fairness.nonce);
        frame.say(round.win > 0 ? t('youWon', { amount: money(round.win) }) : t('noWin'), round.win > 0 ? 'win' : 'lose');
      } catch (error) {
        frame.say((error as Error).message, 'error');
      } finally {
        button.disabled = false;
        frame.busy(false);
      }
    },
  };
  fairness.onError = (text) => frame.say(text, 'error');
  return { session, frame };
}

function fairnessPanel(initial: Fairness) {
  let current = { ...initial };
  const hash = el('dd', { 'data-testid': 'seed-hash' }, current.serverSeedHash);
  const next = el('dd', { 'data-testid': 'next-nonce' }, String(current.nonce));
  const last = el('dd', { 'data-testid': 'last-nonce' }, '-');
  const revealed = el('dd', { 'data-testid': 'revealed-seed' }, '-');
  const seedInput = el('input', { id: 'client-seed', name: 'clientSeed', value: current.clientSeed, maxlength: 64, autocomplete: 'off' });
  const rotate = el('button', { type: 'button', class: 'secondary' }, t('rotate'));
  const panel = {
    element: el(
      'details',
      { class: 'panel fair' },
      el('summary', {}, t('fairness')),
      el(
        'dl',
        {},
        el('dt', {}, t('seedHash')),
        hash,
        el('dt', {}, t('nextNonce')),
        next,
        el('dt', {}, t('lastNonce')),
        last,
        el('dt', {}, t('revealed')),
        revealed,
      ),
      el('div', { class: 'controls' }, el('label', { for: 'client-seed' }, t('clientSeed'), seedInput), rotate),
    ),
    onError: (_text: string) => undefined as void,
    roundPlayed(nonce: number | null) {
      if (nonce === null) return;
      last.textContent = String(nonce);
      current.nonce = nonce + 1;
      next.textContent = String(current.nonce);
    },
  };
  rotate.addEventListener('click', async () => {
    rotate.disabled = true;
    try {
      const clientSeed = seedInput.value.trim();
      const result = await api<{ revealed: { serverSeed: string; roundsPlayed: number }; fairness: Fairness }>('seeds/rotate', clientSeed ? { clientSeed } : {});
      current = result.fairness;
      hash.textContent = current.serverSeedHash;
      next.textContent = String(current.nonce);
      seedInput.value = current.clientSeed;
      revealed.textContent = `${result.revealed.serverSeed} (${t('revealedRounds', { count: result.revealed.roundsPlayed })})`;
    } catch (error) {
      panel.onError((error as Error).message);
    } finally {
      rotate.disabled = false;
    }
  });
  return panel;
}

/** A bet amount select over sensible steps within the limits. */
export function betSelect(id: string, limits: { min: number; max: number; step: number }, preferred: number): HTMLSelectElement {
  const choices = [0.2, 0.4, 1, 2, 5, 10, 20, 50, 100, 250, 500, 1000].filter(
    (value) => value >= limits.min && value <= limits.max && Math.round(value * 100) % Math.round(limits.step * 100) === 0,
  );
  const select = el('select', { id, name: id });
  for (const value of choices) select.append(el('option', { value, selected: value === preferred }, money(value)));
  return select;
}
