// The folded form of game names and search terms, so a search matches however the player types Turkish:
// "SİHİRLİ", "sihirli", "SIHIRLI" and "şeker"/"seker" all find their game. Folding happens in code, the same
// way for the stored name and the term, so matching never depends on the database's collation (PGlite and
// PostgreSQL lower-case non-ASCII letters differently).

const APOSTROPHES = /['’‘`´]/g;
const MARKS = /\p{M}/gu;
const SPACES = /\s+/g;

/**
 * Lower case by Turkish rules (I → ı, İ → i), then the dotless ı as i (so an English "I" typed for a
 * Turkish "İ" still matches), then letters without their accents (ş → s, ğ → g, ç → c, ö → o, ü → u),
 * apostrophes dropped and runs of white space made one space.
 */
export function foldSearchText(text: string): string {
  return text
    .normalize('NFC')
    .toLocaleLowerCase('tr-TR')
    .replace(/ı/g, 'i')
    .normalize('NFD')
    .replace(MARKS, '')
    .replace(APOSTROPHES, '')
    .replace(SPACES, ' ')
    .trim()
    .normalize('NFC');
}
