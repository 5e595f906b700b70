// The auth data (contract SessionData) login and registration both answer: the new session's token, the
// player's names, phone state and balance (cash + bonus) in TRY.
import type { components } from '../../common/contract/schema.gen';
import type { Queryable } from '../db/client';
import type { Player } from '../db/schema';
import { kurusToTry } from '../lib/money';
import { getPlayerBalance } from '../wallet';

export type SessionData = components['schemas']['SessionData'];

export async function sessionData(
  q: Queryable,
  player: Pick<Player, 'id' | 'username' | 'usercode' | 'phone' | 'smsVerified'>,
  token: string,
  fingerprint: string | null,
  expiresAt?: Date | null,
): Promise<SessionData> {
  const { cash, bonus } = await getPlayerBalance(q, player.id);
  return {
    token,
    username: player.username,
    usercode: player.usercode,
    balance: kurusToTry(cash + bonus),
    phone: player.phone,
    smsVerified: player.smsVerified,
    fingerprint,
    ...(expiresAt ? { expiresAt: expiresAt.toISOString() } : {}),
    // The sports providers' session fields arrive with the sports issue; until then there is none.
    betsyCid: null,
    betsyUrl: null,
    betsyToken: null,
    betcoToken: null,
    betcoUrl: null,
  };
}
