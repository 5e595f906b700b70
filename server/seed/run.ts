// `npm run seed`: opens the database the server would use (DATABASE_URL, else PGlite in DATA_DIR),
// applies the migrations and seeds it; SEED_DEMO (on by default) adds the demo content and player.
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { describeSeed, seed } from './index';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    const report = await seed({ db: database.db, demo: config.seedDemo });
    console.log(`seeded ${database.where} (demo ${config.seedDemo ? 'on' : 'off'}): ${describeSeed(report)}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
