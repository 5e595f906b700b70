// The SMS and e-mail drivers: the outbox table by default, a generic HTTP SMS provider and SMTP through
// nodemailer when configured (each tested against a local stand-in of the provider), and the logging
// rule: recipient and purpose at info level, the text with its code only at debug level.
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../../server/db/schema';
import { createMessaging } from '../../../server/messaging';
import { createHttpSmsDriver, SmsDeliveryError } from '../../../server/messaging/http-sms-driver';
import { createSmtpDriver } from '../../../server/messaging/smtp-driver';
import { describeEachTarget, createTestDatabase, type TestDatabase } from '../helpers/db';
import { startSmsProvider, startSmtpServer } from './servers';

interface LogLine {
  level: string;
  facts: Record<string, unknown>;
  message: string;
}

function captureLog() {
  const lines: LogLine[] = [];
  const at = (level: string) => (facts: Record<string, unknown>, message: string) => lines.push({ level, facts, message });
  const log = { info: at('info'), debug: at('debug'), error: at('error'), warn: at('warn') };
  return { lines, log: log as never };
}

const noDrivers = { mail: { from: 'Casino <no-reply@casino.test>' }, sms: {} };

describeEachTarget('outbox driver on %s', (target) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(target);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it('is the driver of both channels without settings, and stores each message', async () => {
    const { log } = captureLog();
    const messaging = createMessaging({ config: noDrivers, db: database.db, log });
    expect(messaging.drivers.sms.name).toBe('outbox');
    expect(messaging.drivers.email.name).toBe('outbox');
    await messaging.send({ channel: 'sms', to: '5329998877', body: 'Kod: 123456', purpose: 'phone-verification' });
    await messaging.send({ channel: 'email', to: 'a@example.com', subject: 'Konu', body: 'Kod: 654321', purpose: 'password-reset' });
    const rows = await database.db.select().from(outboxMessages).orderBy(desc(outboxMessages.id));
    expect(rows[0]).toMatchObject({ channel: 'email', recipient: 'a@example.com', subject: 'Konu', body: 'Kod: 654321', purpose: 'password-reset' });
    expect(rows[1]).toMatchObject({ channel: 'sms', recipient: '5329998877', subject: null, body: 'Kod: 123456' });
    expect(rows[0].createdAt).toBeInstanceOf(Date);
  });

  it('logs recipient and purpose at info level, and the text (with the code) only at debug level', async () => {
    const { lines, log } = captureLog();
    const messaging = createMessaging({ config: noDrivers, db: database.db, log });
    await messaging.send({ channel: 'sms', to: '5321110000', body: 'Your code: 987654', purpose: 'phone-verification' });
    const info = lines.filter((l) => l.level === 'info');
    expect(info).toEqual([
      { level: 'info', facts: { channel: 'sms', driver: 'outbox', to: '5321110000', purpose: 'phone-verification' }, message: 'message sent' },
    ]);
    expect(JSON.stringify(lines.filter((l) => l.level !== 'debug'))).not.toContain('987654');
    expect(JSON.stringify(lines.filter((l) => l.level === 'debug'))).toContain('987654');
  });
});

describe('HTTP SMS driver', () => {
  let provider: Awaited<ReturnType<typeof startSmsProvider>>;
  beforeAll(async () => {
    provider = await startSmsProvider();
  });
  afterAll(async () => {
    await provider?.close();
  });

  it('POSTs JSON with the international number, the text and the sender, with the bearer token', async () => {
    const driver = createHttpSmsDriver({ url: provider.url, token: 'sms-token-1', sender: 'CASINO' });
    await driver.send({ channel: 'sms', to: '5321234567', body: 'Code 123456', purpose: 'phone-verification' });
    const last = provider.received.at(-1)!;
    expect(last.headers.authorization).toBe('Bearer sms-token-1');
    expect(last.headers['content-type']).toBe('application/json');
    expect(last.body).toEqual({ to: '+905321234567', message: 'Code 123456', sender: 'CASINO' });
  });

  it('fails when the provider answers an error status', async () => {
    provider.setStatus(503);
    try {
      const driver = createHttpSmsDriver({ url: provider.url, token: 't' });
      const error = await driver.send({ channel: 'sms', to: '5321234567', body: 'x', purpose: 'p' }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SmsDeliveryError);
      expect((error as SmsDeliveryError).status).toBe(503);
      expect((error as Error).message).not.toContain('Bearer');
    } finally {
      provider.setStatus(200);
    }
  });

  it('is chosen by SMS_HTTP_URL and logs a failed send as an error without the text', async () => {
    const { lines, log } = captureLog();
    const messaging = createMessaging({
      config: { mail: noDrivers.mail, sms: { httpUrl: 'http://127.0.0.1:9/unreachable', httpToken: 't' } },
      db: undefined as never,
      log,
    });
    expect(messaging.drivers.sms.name).toBe('http-sms');
    await expect(messaging.send({ channel: 'sms', to: '5320000001', body: 'Code 111222', purpose: 'phone-verification' })).rejects.toThrow();
    expect(lines.find((l) => l.level === 'error')?.facts).toMatchObject({ to: '5320000001', driver: 'http-sms' });
    expect(JSON.stringify(lines)).not.toContain('111222');
  });
});

describe('SMTP driver', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp?.close();
  });

  it('delivers the mail with sender, recipient, subject and text', async () => {
    const driver = createSmtpDriver({ url: smtp.url, from: 'Casino <no-reply@casino.test>' });
    try {
      await driver.send({ channel: 'email', to: 'player@example.com', subject: 'Your code', body: 'Code: 246810', purpose: 'password-reset' });
    } finally {
      await driver.close?.();
    }
    const mail = smtp.received.at(-1)!;
    expect(mail.from).toContain('<no-reply@casino.test>');
    expect(mail.to).toEqual([expect.stringContaining('<player@example.com>')]);
    expect(mail.data).toMatch(/^Subject: Your code$/m);
    expect(mail.data).toContain('Code: 246810');
  });

  it('is chosen by SMTP_URL', () => {
    const { log } = captureLog();
    const messaging = createMessaging({ config: { mail: { smtpUrl: smtp.url, from: 'x@casino.test' }, sms: {} }, db: undefined as never, log });
    expect(messaging.drivers.email.name).toBe('smtp');
    expect(messaging.drivers.sms.name).toBe('outbox');
  });
});
