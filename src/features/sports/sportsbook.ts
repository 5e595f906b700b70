// Where the operator's sportsbook frame points (spec §2, §3): the player's auth data carries the
// FCG (betsy) and Betco addresses and tokens; the frame gets the token (and for FCG the customer id)
// as query parameters, and `live=1` on the live-sports routes.
import type { AuthData } from '../../../machines/session/auth-data';

export type SportsbookId = 'fcg' | 'betco';

export function sportsbookUrl(auth: AuthData | null, book: SportsbookId, live: boolean): string | null {
  if (!auth) return null;
  const base = book === 'fcg' ? auth.betsyUrl : auth.betcoUrl;
  const token = book === 'fcg' ? auth.betsyToken : auth.betcoToken;
  if (!base || !token) return null;
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    return null;
  }
  // Only a web page may be framed: a javascript: or data: address from bad data is refused.
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  url.searchParams.set('token', token);
  if (book === 'fcg' && auth.betsyCid) url.searchParams.set('cid', auth.betsyCid);
  if (live) url.searchParams.set('live', '1');
  return url.toString();
}
