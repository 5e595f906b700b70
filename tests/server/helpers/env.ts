// The smallest environment a production start accepts (server/config.ts refuses NODE_ENV=production
// without a PostgreSQL database, a PII key and the public origin); tests add what they look at.
export const productionEnv = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://casino@db.internal:5432/casino',
  PII_KEY: Buffer.alloc(32, 9).toString('base64'),
  PUBLIC_URL: 'https://casino.example',
} as const;
