// `npm run bench [-- name ...]`: runs the benchmarks one after another, each in its own process (so one
// bench's memory and open sockets never colour the next), and lets each print its figures and ratios.
// Names: balance, ledger, wallet, hub, studio, studio-rounds, studio-slots, studio-tombala, studio-keno, studio-live-roulette, sports-bets, sports-cashouts, sports-live-bets, responsiveness, content, cluster, app (all by default). PostgreSQL figures need TEST_DATABASE_URL or
// DATABASE_URL; Redis figures TEST_REDIS_URL or REDIS_URL.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const benches: Record<string, string[]> = {
  balance: ['bench/balance.ts', '--only', 'balance'],
  ledger: ['bench/ledger.ts'],
  wallet: ['bench/wallet.ts'],
  hub: ['bench/hub.ts'],
  studio: ['bench/studio.ts'],
  'studio-rounds': ['bench/studio-rounds.ts'],
  'studio-slots': ['bench/studio-slots.ts'],
  'sports-bets': ['bench/sports-bets.ts'],
  'sports-cashouts': ['bench/sports-cashouts.ts'],
  'sports-live-bets': ['bench/sports-live-bets.ts'],
  'studio-tombala': ['bench/studio-tombala.ts'],
  'studio-keno': ['bench/studio-keno.ts'],
  'studio-live-roulette': ['bench/studio-live-roulette.ts'],
  responsiveness: ['bench/balance.ts', '--only', 'responsiveness'],
  content: ['bench/balance.ts', '--only', 'content'],
  cluster: ['bench/cluster.ts'],
  app: ['bench/app.ts'],
};

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in benches));
if (unknown.length) {
  console.error(`Unknown bench: ${unknown.join(', ')}. Choose from: ${Object.keys(benches).join(', ')}`);
  process.exit(2);
}

let failed = 0;
for (const name of asked.length ? asked : Object.keys(benches)) {
  const [script, ...args] = benches[name];
  if (!existsSync(script)) {
    console.log(`\n== ${name}: ${script} is not there yet, skipped`);
    continue;
  }
  console.log(`\n== ${name}: node --import tsx ${script} ${args.join(' ')}`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], { stdio: 'inherit' });
  if (result.status !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
