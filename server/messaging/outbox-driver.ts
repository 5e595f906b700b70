// The default driver of both channels: the message is stored in outbox_messages instead of being sent,
// so a developer (the dev-only page /dev/outbox) and the tests can read the code. Without a configured
// SMS provider or SMTP server no message leaves the machine.
import type { Queryable } from '../db/client';
import { outboxMessages } from '../db/schema';
import type { MessageDriver } from './types';

export function createOutboxDriver(db: Queryable): MessageDriver {
  return {
    name: 'outbox',
    async send(message) {
      await db.insert(outboxMessages).values({
        channel: message.channel,
        recipient: message.to,
        subject: message.subject ?? null,
        body: message.body,
        purpose: message.purpose,
      });
    },
  };
}
