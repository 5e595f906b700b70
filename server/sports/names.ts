// Market and outcome names in the reader's language, from the feed's type, specifiers and outcome codes
// (Turkish words from the domain notes: Maç Sonucu, Çifte Şans, Beraberlikte İade, 2,5 Alt/Üst, Karşılıklı
// Gol, Handikap, Asya Handikapı, Skor, İlk Yarı Sonucu, İlk Yarı / Maç Sonucu). Numbers use the reader's
// decimal separator.
export type Lang = 'tr' | 'en';

const num = (n: number, lang: Lang) => {
  const text = (n > 0 ? '+' : '') + String(n);
  return lang === 'tr' ? text.replace('.', ',') : text;
};
const plainNum = (n: number, lang: Lang) => (lang === 'tr' ? String(n).replace('.', ',') : String(n));

function spec(specifiers: string, name: string): number {
  const m = new RegExp(`(?:^|\\|)${name}=([-+]?[0-9.]+)`).exec(specifiers);
  return m ? Number(m[1]) : 0;
}

export function marketName(type: string, specifiers: string, lang: Lang): string {
  const tr = lang === 'tr';
  switch (type) {
    case '1x2':
      return tr ? 'Maç Sonucu' : 'Match Result';
    case 'double_chance':
      return tr ? 'Çifte Şans' : 'Double Chance';
    case 'draw_no_bet':
      return tr ? 'Beraberlikte İade' : 'Draw No Bet';
    case 'total':
      return `${plainNum(spec(specifiers, 'total'), lang)} ${tr ? 'Alt/Üst' : 'Under/Over'}`;
    case 'btts':
      return tr ? 'Karşılıklı Gol' : 'Both Teams to Score';
    case 'handicap':
      return `${tr ? 'Handikap' : 'Handicap'} (${num(spec(specifiers, 'hcp'), lang)})`;
    case 'asian_handicap':
      return `${tr ? 'Asya Handikapı' : 'Asian Handicap'} (${num(spec(specifiers, 'hcp'), lang)})`;
    case 'correct_score':
      return tr ? 'Skor' : 'Correct Score';
    case 'ht_1x2':
      return tr ? 'İlk Yarı Sonucu' : 'Half-time Result';
    case 'ht_ft':
      return tr ? 'İlk Yarı / Maç Sonucu' : 'Half-time / Full-time';
    case 'money_line':
      return tr ? 'Maç Sonucu (Uzatmalar Dahil)' : 'Money Line (incl. overtime)';
    case 'spread':
      return `${tr ? 'Handikap' : 'Spread'} (${num(spec(specifiers, 'hcp'), lang)})`;
    case 'total_points':
      return `${plainNum(spec(specifiers, 'total'), lang)} ${tr ? 'Sayı Alt/Üst' : 'Points Under/Over'}`;
    case 'match_winner':
      return tr ? 'Maçı Kim Kazanır' : 'Match Winner';
    case 'set_betting':
      return tr ? 'Set Skoru' : 'Set Betting';
    case 'total_games':
      return `${plainNum(spec(specifiers, 'total'), lang)} ${tr ? 'Oyun Alt/Üst' : 'Games Under/Over'}`;
    case 'outright_winner':
      return tr ? 'Şampiyon' : 'League Winner';
    default:
      return type;
  }
}

export function outcomeName(
  type: string,
  specifiers: string,
  code: string,
  lang: Lang,
  teams: { home: string; away: string; byId?: (teamId: string) => string },
): string {
  const tr = lang === 'tr';
  switch (type) {
    case 'total_points':
    case 'total_games':
      return code === 'over' ? (tr ? 'Üst' : 'Over') : tr ? 'Alt' : 'Under';
    case 'spread': {
      const hcp = spec(specifiers, 'hcp');
      return code === '1' ? `${teams.home} (${num(hcp, lang)})` : `${teams.away} (${num(-hcp, lang)})`;
    }
    case 'money_line':
    case 'match_winner':
      return code === '1' ? teams.home : teams.away;
    case 'set_betting':
      return code.replace(':', '-');
    case 'outright_winner':
      return teams.byId?.(code) || code;
    case 'total':
      return code === 'over' ? (tr ? 'Üst' : 'Over') : tr ? 'Alt' : 'Under';
    case 'btts':
      return code === 'yes' ? (tr ? 'Var' : 'Yes') : tr ? 'Yok' : 'No';
    case 'asian_handicap': {
      const hcp = spec(specifiers, 'hcp');
      return code === '1' ? `${teams.home} (${num(hcp, lang)})` : `${teams.away} (${num(-hcp, lang)})`;
    }
    case 'draw_no_bet':
      return code === '1' ? teams.home : teams.away;
    case 'correct_score':
      return code === 'other' ? (tr ? 'Diğer' : 'Other') : code;
    case 'double_chance':
      return code === '1X' ? '1-X' : code === '12' ? '1-2' : 'X-2';
    default:
      return code;
  }
}

export const GROUP_NAMES: Record<string, { tr: string; en: string }> = {
  main: { tr: 'Ana Bahisler', en: 'Main' },
  goals: { tr: 'Goller', en: 'Goals' },
  handicap: { tr: 'Handikap', en: 'Handicap' },
  halves: { tr: 'Yarılar', en: 'Halves' },
  score: { tr: 'Skor', en: 'Score' },
  outright: { tr: 'Uzun Vadeli', en: 'Outrights' },
  other: { tr: 'Diğer', en: 'Other' },
};

export const SPORT_NAMES: Record<string, { tr: string; en: string }> = {
  football: { tr: 'Futbol', en: 'Football' },
  basketball: { tr: 'Basketbol', en: 'Basketball' },
  tennis: { tr: 'Tenis', en: 'Tennis' },
};
