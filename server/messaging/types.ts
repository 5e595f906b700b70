// What the SMS and e-mail drivers send and the interface every driver implements.
import type { OutboxChannel } from '../db/schema';

export type MessageChannel = OutboxChannel;

export interface OutgoingMessage {
  channel: MessageChannel;
  /** Phone digits without the 90 prefix (SMS), or an e-mail address. */
  to: string;
  /** E-mail subject; SMS has none. */
  subject?: string;
  /** The text; it may hold a one-time code, so it is never logged above debug level. */
  body: string;
  /** What the message is for ('phone-verification', 'password-reset'): logged, shown on the outbox page. */
  purpose: string;
}

export interface MessageDriver {
  /** 'outbox', 'smtp' or 'http-sms', for the log. */
  readonly name: string;
  send(message: OutgoingMessage): Promise<void>;
  close?(): Promise<void>;
}
