# syntax=docker/dockerfile:1
# Production image: one Node process serving the web app, /graphql and /api. The same image runs the
# release step (`node server/dist/scripts/release.js`: migrations, first seed) and the app replicas.
#   JWT_SECRET=$(openssl rand -hex 32) docker compose up --build -d    (see docker-compose.yml)
# The layout under /app mirrors the repository, because the server finds web/dist and its
# migrations (server/drizzle) relative to its own files.

ARG NODE_IMAGE=node:20-bookworm-slim

# ---- build: all dependencies, then tsc (server) and codegen + vite (web) ----
FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV CI=true NPM_CONFIG_UPDATE_NOTIFIER=false NPM_CONFIG_FUND=false NPM_CONFIG_AUDIT=false
# Manifests first so the dependency layer is cached until they change. Every workspace's
# package.json is needed: npm ci checks the lock file against all of them.
COPY package.json package-lock.json ./
COPY contract/package.json contract/
COPY server/package.json server/
COPY web/package.json web/
COPY e2e/package.json e2e/
# Nothing needs an install script: the native parts (esbuild, argon2) ship as prebuilt packages.
RUN npm ci --ignore-scripts
COPY . .
RUN npm run build

# ---- runtime: the server's production dependencies and the two builds ----
FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
ENV NODE_ENV=production PORT=3000 NPM_CONFIG_UPDATE_NOTIFIER=false NPM_CONFIG_FUND=false NPM_CONFIG_AUDIT=false
COPY package.json package-lock.json ./
COPY contract/package.json contract/
COPY server/package.json server/
COPY web/package.json web/
COPY e2e/package.json e2e/
# Only the server workspace's runtime dependencies: the web app ships as static files.
RUN npm ci --omit=dev --workspace=server --ignore-scripts \
 && npm cache clean --force \
 && mkdir -p /app/data && chown node:node /app/data
# The rules shared by server and web (@travel/contract): the server loads their build at run time.
COPY --from=build /app/contract/dist contract/dist
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/server/drizzle server/drizzle
COPY --from=build /app/web/dist web/dist

# The image's unprivileged user; /app/data is the only writable place (the embedded database,
# used when DATABASE_URL is not set). The application files stay root's: the process cannot change them.
USER node
# Node itself receives the stop signal (exec form, no shell in between): the server finishes the
# requests in flight within SHUTDOWN_GRACE_SECONDS (10 by default) and exits; give the container more
# than that before SIGKILL (docker-compose.yml: stop_grace_period 20s).
STOPSIGNAL SIGTERM
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=5 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server/dist/main.js"]
