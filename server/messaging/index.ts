// Sending SMS and e-mail: one driver per channel, chosen by the settings (SMS_HTTP_URL → the HTTP SMS
// provider, SMTP_URL → SMTP; otherwise the outbox table). Every send is logged at info level with the
// channel, driver, recipient and purpose; the text (which may hold a one-time code) only at debug level,
// so production logs (info) never carry a code.
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import type { Queryable } from '../db/client';
import { createHttpSmsDriver } from './http-sms-driver';
import { createOutboxDriver } from './outbox-driver';
import { createSmtpDriver } from './smtp-driver';
import type { MessageChannel, MessageDriver, OutgoingMessage } from './types';

export type { MessageChannel, MessageDriver, OutgoingMessage } from './types';

export interface Messaging {
  readonly drivers: Record<MessageChannel, MessageDriver>;
  send(message: OutgoingMessage): Promise<void>;
  close(): Promise<void>;
}

export interface MessagingOptions {
  config: Pick<AppConfig, 'mail' | 'sms'>;
  db: Queryable;
  log: FastifyBaseLogger;
  /** Replaces the drivers the settings would choose (tests). */
  drivers?: Partial<Record<MessageChannel, MessageDriver>>;
}

export function createMessaging(options: MessagingOptions): Messaging {
  const { config, db, log } = options;
  const outbox = createOutboxDriver(db);
  const drivers: Record<MessageChannel, MessageDriver> = {
    sms:
      options.drivers?.sms ??
      (config.sms.httpUrl && config.sms.httpToken
        ? createHttpSmsDriver({ url: config.sms.httpUrl, token: config.sms.httpToken, sender: config.sms.sender })
        : outbox),
    email:
      options.drivers?.email ?? (config.mail.smtpUrl ? createSmtpDriver({ url: config.mail.smtpUrl, from: config.mail.from }) : outbox),
  };
  return {
    drivers,
    async send(message) {
      const driver = drivers[message.channel];
      const facts = { channel: message.channel, driver: driver.name, to: message.to, purpose: message.purpose };
      try {
        await driver.send(message);
      } catch (error) {
        log.error({ ...facts, err: error }, 'message could not be sent');
        throw error;
      }
      log.info(facts, 'message sent');
      log.debug({ ...facts, subject: message.subject, body: message.body }, 'message text');
    },
    async close() {
      await Promise.all(Object.values(drivers).map((driver) => driver.close?.()));
    },
  };
}
