// Settings from the environment: documented defaults, and one clear error naming every bad variable.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, projectRoot } from '../../server/config';
import { productionEnv } from './helpers/env';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: './data',
      databaseUrl: undefined,
      redisUrl: undefined,
      seedDemo: true,
      logLevel: 'info',
      trustProxy: false,
      allowedOrigins: [],
    });
    expect(config.staticDir).toBe(`${projectRoot}dist`);
    expect(config.contractPath).toBe(`${projectRoot}openapi/openapi.yaml`);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/casino',
      DATABASE_URL: 'postgres://casino@db:5432/casino',
      REDIS_URL: 'redis://cache:6379',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'WARN',
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
      ALLOWED_ORIGINS: 'https://casino.example, https://m.casino.example/',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/lib/casino',
      databaseUrl: 'postgres://casino@db:5432/casino',
      redisUrl: 'redis://cache:6379',
      seedDemo: false,
      logLevel: 'warn',
      trustProxy: ['10.0.0.0/8', '127.0.0.1'],
      allowedOrigins: ['https://casino.example', 'https://m.casino.example'],
    });
  });

  it.each([
    ['0', false],
    ['off', false],
    ['no', false],
    ['1', true],
    ['TRUE', true],
    ['', true],
  ])('reads SEED_DEMO=%j as %s', (value, expected) => {
    expect(loadConfig({ SEED_DEMO: value }).seedDemo).toBe(expected);
  });

  it('reads TRUST_PROXY as a flag or a hop count', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });

  it('names every invalid variable in one error', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        SEED_DEMO: 'maybe',
        LOG_LEVEL: 'loud',
        DATABASE_URL: 'mysql://x',
        REDIS_URL: 'not a url',
        ALLOWED_ORIGINS: 'casino.example',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { problems, message } = error as ConfigError;
    expect(problems).toHaveLength(6);
    expect(message).toContain('PORT must be a whole number from 0 to 65535, got "eighty"');
    expect(message).toContain('SEED_DEMO must be one of');
    expect(message).toContain('LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"');
    expect(message).toContain('DATABASE_URL must start with postgres:// or postgresql://');
    expect(message).toContain('REDIS_URL is not a valid URL');
    expect(message).toContain('ALLOWED_ORIGINS entry "casino.example"');
  });

  it('refuses a port above 65535', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
  });

  describe('accounts settings', () => {
    it('defaults to the outbox drivers, a database-kept PII key, and the outbox page with the demo', () => {
      const config = loadConfig({});
      expect(config).toMatchObject({
        production: false,
        piiKey: undefined,
        mail: { smtpUrl: undefined, from: 'Casino <no-reply@localhost>' },
        sms: { httpUrl: undefined, httpToken: undefined, sender: undefined },
        outboxPage: true,
      });
    });

    it('reads PII_KEY, SMTP_URL, MAIL_FROM, the SMS provider and OUTBOX_PAGE', () => {
      const key = Buffer.alloc(32, 7).toString('base64');
      const config = loadConfig({
        PII_KEY: key,
        SMTP_URL: 'smtps://user:pass@mail.example:465',
        MAIL_FROM: 'Casino <hello@casino.example>',
        SMS_HTTP_URL: 'https://sms.example/send',
        SMS_HTTP_TOKEN: 'secret-token',
        SMS_SENDER: 'CASINO',
        OUTBOX_PAGE: '0',
        NODE_ENV: 'production',
        DATABASE_URL: productionEnv.DATABASE_URL,
        PUBLIC_URL: productionEnv.PUBLIC_URL,
      });
      expect(config).toMatchObject({
        production: true,
        piiKey: key,
        mail: { smtpUrl: 'smtps://user:pass@mail.example:465', from: 'Casino <hello@casino.example>' },
        sms: { httpUrl: 'https://sms.example/send', httpToken: 'secret-token', sender: 'CASINO' },
        outboxPage: false,
      });
    });

    it('reads PII_KEY_PREVIOUS as a comma-separated list, absent when unset', () => {
      const a = Buffer.alloc(32, 1).toString('base64');
      const b = Buffer.alloc(32, 2).toString('base64url');
      expect(loadConfig({ PII_KEY_PREVIOUS: ` ${a} , ${b},` }).piiKeyPrevious).toEqual([a, b]);
      expect(loadConfig({}).piiKeyPrevious).toBeUndefined();
    });

    it.each([
      ['a PII_KEY of 16 bytes', { PII_KEY: Buffer.alloc(16).toString('base64') }, 'PII_KEY must be the base64 text of exactly 32 random bytes'],
      ['a PII_KEY that is not base64', { PII_KEY: 'not base64 at all!' }, 'PII_KEY must be'],
      ['a PII_KEY_PREVIOUS entry of 16 bytes', { PII_KEY_PREVIOUS: `${Buffer.alloc(32, 1).toString('base64')},${Buffer.alloc(16).toString('base64')}` }, 'PII_KEY_PREVIOUS entry 2 must be the base64 text of exactly 32 bytes'],
      ['a PII_KEY_PREVIOUS that is not base64', { PII_KEY_PREVIOUS: 'not base64 at all!' }, 'PII_KEY_PREVIOUS entry 1 must be'],
      ['an SMTP_URL of another scheme', { SMTP_URL: 'https://mail.example' }, 'SMTP_URL must start with smtp:// or smtps://'],
      ['an SMS provider without its token', { SMS_HTTP_URL: 'https://sms.example/send' }, 'SMS_HTTP_TOKEN must be set when SMS_HTTP_URL is'],
      ['the outbox page in production', { ...productionEnv, OUTBOX_PAGE: 'on' }, 'OUTBOX_PAGE cannot be on with NODE_ENV=production'],
    ])('refuses %s', (_label, env, message) => {
      expect(() => loadConfig(env)).toThrow(message);
    });
  });

  describe('payments settings', () => {
    it('defaults to the request origin and the demo gateway with a database-kept secret', () => {
      expect(loadConfig({})).toMatchObject({ publicUrl: undefined, gatewayDemo: { enabled: true, secret: undefined } });
    });

    it('reads PUBLIC_URL (without its trailing slash), GATEWAY_DEMO and GATEWAY_DEMO_SECRET', () => {
      const config = loadConfig({ PUBLIC_URL: 'https://casino.example/', GATEWAY_DEMO: 'off', GATEWAY_DEMO_SECRET: 'a-long-enough-secret' });
      expect(config).toMatchObject({ publicUrl: 'https://casino.example', gatewayDemo: { enabled: false, secret: 'a-long-enough-secret' } });
    });

    it('switches the demo gateway off in production', () => {
      expect(loadConfig(productionEnv).gatewayDemo.enabled).toBe(false);
    });

    it.each([
      ['a PUBLIC_URL with a path', { PUBLIC_URL: 'https://casino.example/tr' }, 'PUBLIC_URL must be an origin'],
      ['a PUBLIC_URL of another scheme', { PUBLIC_URL: 'ftp://casino.example' }, 'PUBLIC_URL must start with http:// or https://'],
      ['the demo gateway in production', { ...productionEnv, GATEWAY_DEMO: 'on' }, 'GATEWAY_DEMO cannot be on with NODE_ENV=production'],
      ['a short GATEWAY_DEMO_SECRET', { GATEWAY_DEMO_SECRET: 'short' }, 'GATEWAY_DEMO_SECRET must be at least 16 characters'],
    ])('refuses %s', (_label, env, message) => {
      expect(() => loadConfig(env)).toThrow(message);
    });
  });

  // Issue 12, point 1: NODE_ENV=production used to start on PGlite with no PII_KEY and seed the demo
  // player and the demo operator (operator/operator1234).
  describe('production', () => {
    it('refuses to start without DATABASE_URL, PII_KEY and PUBLIC_URL, saying why for each', () => {
      let error: unknown;
      try {
        loadConfig({ NODE_ENV: 'production' });
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems).toEqual([
        'DATABASE_URL is required with NODE_ENV=production: production runs on PostgreSQL; the embedded PGlite issues no fsync and admits one process',
        'PII_KEY is required with NODE_ENV=production: without it the key encrypting TC numbers is kept in the database, next to the data it protects',
        "PUBLIC_URL is required with NODE_ENV=production: links given to payment gateways and game providers would otherwise be built from the request's Host header",
      ]);
      for (const name of ['DATABASE_URL', 'PII_KEY', 'PUBLIC_URL'] as const) {
        const env: Record<string, string> = { ...productionEnv };
        delete env[name];
        expect(() => loadConfig(env), name).toThrow(new RegExp(`^Invalid configuration:\n  - ${name} is required with NODE_ENV=production`));
      }
    });

    it('never seeds the demo accounts: SEED_DEMO defaults to off and cannot be turned on', () => {
      expect(loadConfig(productionEnv)).toMatchObject({ production: true, seedDemo: false, outboxPage: false, gatewayDemo: { enabled: false } });
      expect(loadConfig({ ...productionEnv, SEED_DEMO: '0' }).seedDemo).toBe(false);
      expect(() => loadConfig({ ...productionEnv, SEED_DEMO: '1' })).toThrow(
        'SEED_DEMO cannot be on with NODE_ENV=production: it creates the demo player and operator, whose passwords are public',
      );
    });
  });
});
