# syntax=docker/dockerfile:1.7
# Gateway image: the server-rendered site (web/build), /api, /graphql and /media on $PORT.
# The same image runs the one-shot migrate step (services/core/dist/migrate.mjs).
# Build from the repository root: docker build -f infra/docker/gateway.Dockerfile .
ARG NODE_IMAGE=node:22.23.3-bookworm-slim

# 1. Build: every dependency (dev included) exactly as locked, then the web app and the bundles.
FROM ${NODE_IMAGE} AS build
WORKDIR /src
COPY package.json package-lock.json ./
COPY services/core/package.json services/core/
COPY services/gateway/package.json services/gateway/
COPY services/worker/package.json services/worker/
COPY web/package.json web/
COPY tools/package.json tools/
# --ignore-scripts: nothing the build uses needs an install script (native tools ship as
# optional platform packages), and no package gets to run code in the build.
RUN --mount=type=cache,target=/root/.npm npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN npm run build

# 2. Runtime dependencies: only the `dependencies` of the workspaces this image runs.
FROM ${NODE_IMAGE} AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY services/core/package.json services/core/
COPY services/gateway/package.json services/gateway/
COPY services/worker/package.json services/worker/
COPY web/package.json web/
COPY tools/package.json tools/
# Development-only packages (the @northrock/tools workspace: the embedded PostgreSQL of
# `make start`, the test helpers; test servers) are devDependencies of workspaces this image
# does not name: --omit=dev and the workspace filter leave them out, nothing to delete.
# esbuild inlines @northrock/core into each service bundle, so the bundle must also see the
# dependencies npm nested under services/core/node_modules (a version that conflicts with
# the hoisted one): they are copied next to the bundling workspace.
RUN --mount=type=cache,target=/root/.npm \
    npm ci --omit=dev --ignore-scripts --no-audit --no-fund \
      --workspace=@northrock/core --workspace=@northrock/gateway --workspace=@northrock/web \
 && for dir in services/gateway web; do mkdir -p "$dir/node_modules" \
      && { [ ! -d services/core/node_modules ] || cp -Rn services/core/node_modules/. "$dir/node_modules/"; }; done

# 3. Runtime: node, production node_modules and the built output, run as the unprivileged `node` user.
FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
# node_modules (the workspaces' nested ones included) and the package.json files: the root one
# marks /app as the repository root (config.ts finds it by its workspaces), web's makes
# the server build under web/build an ES module.
COPY --from=runtime-deps /app ./
COPY --from=build /src/services/core/dist services/core/dist
COPY --from=build /src/services/gateway/dist services/gateway/dist
COPY --from=build /src/web/build web/build
COPY infra/docker/entrypoint.sh /usr/local/bin/northrock-entrypoint
COPY infra/docker/healthcheck.mjs ./healthcheck.mjs
# DATA_DIR holds only the generated JWT secret in compose (media go to S3, mail to SMTP).
# /data-backups: where the backups go by default (docker-compose.yml mounts a volume there).
RUN mkdir -p /data /data-backups && chown node:node /data /data-backups
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "healthcheck.mjs"]
ENTRYPOINT ["northrock-entrypoint"]
CMD ["node", "--enable-source-maps", "services/gateway/dist/main.mjs"]
