// Live pushes of wallet changes through the hub, made AFTER the database commit (a push about a
// rolled-back change would show the player money that does not exist): `Balance` carries the same
// object `user/balance` answers, `Notification` the same object a `customer/notification` item is.
// Pushes are best effort; the client refetches after every reconnect, so a lost one only delays.
import type { Queryable } from '../db/client';
import type { Hub } from '../hub';
import { kurusToTry } from '../lib/money';
import type { CreatedNotification } from '../notifications/notify';
import { getPlayerBalance } from '../wallet/accounts';

/** The hub's delivery surface; tests and jobs may pass a recorder with the same method. */
export type HubPublisher = Pick<Hub, 'publishToPlayer'>;

export interface BalanceMessage {
  balance: number;
  cash: number;
  bonus: number;
}

/** The header's balance in TRY: cash plus bonus, and the split (withdrawals on hold are not spendable). */
export function balanceMessage({ cash, bonus }: { cash: bigint; bonus: bigint }): BalanceMessage {
  return { balance: kurusToTry(cash + bonus), cash: kurusToTry(cash), bonus: kurusToTry(bonus) };
}

/** Reads the committed balance and pushes it; resolves false when the bus did not take it. */
export async function publishBalance(hub: HubPublisher, db: Queryable, playerId: string): Promise<boolean> {
  const balance = await getPlayerBalance(db, playerId);
  return hub.publishToPlayer(playerId, 'Balance', balanceMessage(balance));
}

/** Pushes a notification notify() created; one that a dedupe key had already raised is not pushed again. */
export async function publishNotification(hub: HubPublisher, notification: CreatedNotification): Promise<boolean> {
  if (!notification.created) return false;
  return hub.publishToPlayer(notification.playerId, 'Notification', notification.item);
}

/** What a wallet operation leaves to push once it committed. */
export interface WalletChange {
  playerId: string;
  notifications?: readonly CreatedNotification[];
}

/**
 * The usual after-commit call of a money service: the new balance, then each new notification.
 * Never rejects (a failed push is logged by the hub), so callers may `void` it.
 */
export async function publishWalletChange(hub: HubPublisher, db: Queryable, change: WalletChange): Promise<void> {
  try {
    await publishBalance(hub, db, change.playerId);
  } catch {
    // The balance read failed (database gone at shutdown); the client's refetch covers it.
  }
  for (const notification of change.notifications ?? []) await publishNotification(hub, notification);
}
