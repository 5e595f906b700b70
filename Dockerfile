# The casino server as a container image (docs/deploy.md): built in one stage, run in another as the
# unprivileged `node` user. Not built on the machine it was written on (no Docker daemon there): build
# and try it before relying on it.
FROM node:20-bookworm-slim AS build
WORKDIR /app
# argon2 compiles when no prebuilt binary fits.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund --ignore-scripts && npm rebuild argon2
COPY . .
# panda codegen + vite build: the app the server serves from dist/.
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 STATIC_DIR=/app/dist
WORKDIR /app
COPY --from=build --chown=root:root /app/package.json ./
COPY --from=build --chown=root:root /app/node_modules ./node_modules
COPY --from=build --chown=root:root /app/dist ./dist
COPY --from=build --chown=root:root /app/server ./server
COPY --from=build --chown=root:root /app/common ./common
COPY --from=build --chown=root:root /app/openapi ./openapi
# The code is root's and read-only to the server; it writes nothing to disk (PostgreSQL holds the data).
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node runs as PID 1 and handles SIGTERM itself: it drains before exiting (server/main.ts).
CMD ["node", "--import", "tsx", "server/main.ts"]
