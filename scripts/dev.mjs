#!/usr/bin/env node
// `npm run dev`: the API server (port API_PORT, default 3000) and Vite with hot reload (proxying /api,
// /hub and /media to it) side by side. Ctrl+C, or either one exiting, stops both.
// `npm run dev:inspect` sets VITE_INSPECT=1, which attaches the Stately inspector in the browser.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT || '3000';
const env = { ...process.env, API_PORT: apiPort };

const children = [
  spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...env, PORT: apiPort },
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js'], { stdio: 'inherit', env }),
];

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  }
  // Give the server a moment to close its database cleanly, then leave.
  const deadline = setTimeout(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    process.exit(code);
  }, 5000);
  deadline.unref();
  Promise.all(children.map((child) => new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve))))).then(
    () => process.exit(code),
  );
}

for (const child of children) {
  child.once('exit', (code) => stopAll(code ?? 1));
}
process.once('SIGINT', () => stopAll(0));
process.once('SIGTERM', () => stopAll(0));
