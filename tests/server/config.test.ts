// Settings from the environment: documented defaults, and one clear error naming every bad variable.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, projectRoot } from '../../server/config';

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
});
