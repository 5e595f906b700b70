// `npm run cluster -- [--instances N] [--port P]`: the production shape on one machine. N server instances
// (default 2) on DATABASE_URL and REDIS_URL behind Debian's nginx as the load balancer (WebSocket upgrade
// for /hub), on one public port (default 8080). Ctrl-C stops everything (SIGTERM to each instance: a
// graceful drain). tests/cluster and `npm run bench -- cluster` start the same cluster through startCluster.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
export const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

export function nginxAvailable() {
  return existsSync(NGINX);
}

/** A port nothing listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The load balancer's settings. No keep-alive to the instances: a draining instance then has no idle
 * upstream connection nginx could race a request onto. A refused connection, a broken one or a 502/503
 * moves the request to the next instance; nginx does that for a POST only when the POST carries an
 * Idempotency-Key (the server answers a repeat with the first result), through an internal location,
 * since proxy_next_upstream cannot depend on a header. /metrics is not public: scrapers ask each instance.
 */
export function nginxConfig({ port, upstreams, dir }) {
  // As root nginx would hand its workers to "nobody", who cannot write this private directory.
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  return `${user}worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 2m;
  map $http_upgrade $connection_upgrade { default upgrade; '' close; }
  upstream casino {
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n')}
  }
  server {
    listen 127.0.0.1:${port};
    proxy_http_version 1.1;
    proxy_set_header Upgrade $http_upgrade;
    proxy_set_header Connection $connection_upgrade;
    proxy_set_header Host $http_host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_set_header X-Request-Id $request_id;
    proxy_next_upstream_tries 3;
    proxy_connect_timeout 2s;
    proxy_read_timeout 1h;
    proxy_send_timeout 1h;
    location = /metrics { return 404; }
    location / {
      if ($http_idempotency_key) { rewrite ^ /@keyed$uri last; }
      proxy_pass http://casino;
      # GET and HEAD on any failure; a POST only when nginx could not send it (a refused connection).
      proxy_next_upstream error timeout http_502 http_503;
    }
    location /@keyed/ {
      internal;
      rewrite ^/@keyed(/.*)$ $1 break;
      proxy_pass http://casino;
      proxy_next_upstream error timeout http_502 http_503 non_idempotent;
    }
  }
}
`;
}

/**
 * One server instance as a child process. start() resolves once /readyz answers 200; kill() sends a
 * signal and resolves when the process is gone.
 */
function instance({ port, env, log }) {
  const self = {
    port,
    url: `http://127.0.0.1:${port}`,
    child: null,
    output: [],
    async start() {
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        cwd: root,
        env: { ...env, PORT: String(port) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      self.child = child;
      self.output = [];
      const keep = (chunk) => {
        self.output.push(chunk.toString());
        if (self.output.length > 400) self.output.splice(0, 200);
        if (log) process.stdout.write(`[${port}] ${chunk}`);
      };
      child.stdout.on('data', keep);
      child.stderr.on('data', keep);
      self.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
      let gone = false;
      void self.exited.then(() => (gone = true));
      for (let attempt = 0; attempt < 1200; attempt++) {
        if (gone) throw new Error(`instance on ${port} exited while starting:\n${self.output.join('')}`);
        try {
          if ((await fetch(`${self.url}/readyz`)).status === 200) return self;
        } catch {
          // not listening yet
        }
        await sleep(100);
      }
      child.kill('SIGKILL');
      throw new Error(`instance on ${port} did not become ready within two minutes:\n${self.output.join('')}`);
    },
    async kill(signal = 'SIGTERM') {
      if (!self.child || self.child.exitCode !== null || self.child.signalCode !== null) return;
      self.child.kill(signal);
      await self.exited;
    },
  };
  return self;
}

/**
 * Starts `instances` servers and nginx in front of them. Answers { url, instances, nginxPort, stop() }.
 * env is added to every instance's environment (DATABASE_URL and REDIS_URL are required).
 */
export async function startCluster({ instances = 2, port, env = {}, log = false } = {}) {
  if (!nginxAvailable()) throw new Error(`nginx is not installed at ${NGINX} (apt-get install -y nginx)`);
  const merged = {
    ...process.env,
    HOST: '127.0.0.1',
    // Every connection comes from nginx on loopback; the client's address is in X-Forwarded-For.
    TRUST_PROXY: 'loopback',
    STATIC_DIR: process.env.STATIC_DIR ?? join(root, 'dist'),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    ...env,
  };
  if (!merged.DATABASE_URL || !merged.REDIS_URL) throw new Error('a cluster needs DATABASE_URL and REDIS_URL');
  const ports = [];
  for (let i = 0; i < instances; i++) ports.push(await freePort());
  const servers = ports.map((p) => instance({ port: p, env: merged, log }));
  // All at once: the migrations' advisory lock lets one migrate while the others wait.
  await Promise.all(servers.map((server) => server.start()));

  const nginxPort = port ?? (await freePort());
  const dir = mkdtempSync(join(tmpdir(), 'casino-nginx-'));
  mkdirSync(join(dir, 'logs'));
  writeFileSync(join(dir, 'nginx.conf'), nginxConfig({ port: nginxPort, upstreams: ports, dir }));
  const nginx = spawn(NGINX, ['-p', dir, '-c', 'nginx.conf', '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
  const nginxExited = new Promise((resolve) => nginx.once('exit', resolve));
  const url = `http://127.0.0.1:${nginxPort}`;
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await fetch(`${url}/healthz`)).status === 200) break;
    } catch {
      // nginx not listening yet
    }
    if (attempt > 100) throw new Error('nginx did not start');
    await sleep(50);
  }
  return {
    url,
    nginxPort,
    instances: servers,
    async stop() {
      await Promise.all(servers.map((server) => server.kill('SIGTERM')));
      nginx.kill('SIGQUIT');
      await nginxExited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function main() {
  const args = process.argv.slice(2);
  const option = (name, fallback) => {
    const at = args.indexOf(`--${name}`);
    return at >= 0 ? Number(args[at + 1]) : fallback;
  };
  const count = option('instances', 2);
  const port = option('port', 8080);
  if (!process.env.DATABASE_URL || !process.env.REDIS_URL) {
    console.error('npm run cluster needs DATABASE_URL (PostgreSQL) and REDIS_URL, e.g.\n  DATABASE_URL=postgres://postgres@127.0.0.1:5432/casino REDIS_URL=redis://127.0.0.1:6379 npm run cluster');
    process.exit(1);
  }
  const cluster = await startCluster({ instances: count, port, log: true, env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' } });
  console.log(`\n${count} instances (${cluster.instances.map((s) => s.port).join(', ')}) behind nginx on ${cluster.url}  (Ctrl-C stops them)`);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nstopping: SIGTERM to each instance, then nginx');
    await cluster.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
