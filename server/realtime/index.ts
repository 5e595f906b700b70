// Real-time pushes of wallet changes (Balance) and notifications (Notification) over the hub.
export {
  balanceMessage,
  publishBalance,
  publishNotification,
  publishWalletChange,
  type BalanceMessage,
  type HubPublisher,
  type WalletChange,
} from './publish';
