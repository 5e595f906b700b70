// The studio slot's symbols as players see them (issue 13 point 8): the glyph the game page draws for
// each reel code and its name in Turkish and English. The game page (server/studio/pages/slot.ts), the
// game history and the fairness page (src/features/game-history) all draw a reel code through this map,
// so a round recalled later looks like the round played, and a screen reader names each symbol.

export type SymbolLocale = 'tr' | 'en';

export interface SlotSymbolArt {
  /** What the reel shows: a suit-like glyph for the gems, the card rank for the low symbols. */
  glyph: string;
  name: Record<SymbolLocale, string>;
}

export const SLOT_SYMBOLS: Readonly<Record<string, SlotSymbolArt>> = {
  W: { glyph: '★', name: { tr: 'Joker', en: 'Wild' } },
  S: { glyph: '✪', name: { tr: 'Scatter', en: 'Scatter' } },
  D: { glyph: '◆', name: { tr: 'Elmas', en: 'Diamond' } },
  R: { glyph: '♥', name: { tr: 'Yakut', en: 'Ruby' } },
  E: { glyph: '♣', name: { tr: 'Zümrüt', en: 'Emerald' } },
  P: { glyph: '♠', name: { tr: 'Safir', en: 'Sapphire' } },
  A: { glyph: 'A', name: { tr: 'As', en: 'Ace' } },
  K: { glyph: 'K', name: { tr: 'Papaz', en: 'King' } },
  Q: { glyph: 'Q', name: { tr: 'Kız', en: 'Queen' } },
  J: { glyph: 'J', name: { tr: 'Vale', en: 'Jack' } },
  T: { glyph: '10', name: { tr: 'On', en: 'Ten' } },
};

/** A reel code's glyph and name; an unknown code shows as itself (a newer game's symbol). */
export function slotSymbol(code: string, locale: SymbolLocale): { glyph: string; name: string } {
  const art = SLOT_SYMBOLS[code];
  return art ? { glyph: art.glyph, name: art.name[locale] } : { glyph: code, name: code };
}
