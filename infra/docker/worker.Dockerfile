# syntax=docker/dockerfile:1.7
# Worker image: the BullMQ consumers (photo variants with sharp, staff and homeowner emails).
# Build from the repository root: docker build -f infra/docker/worker.Dockerfile .
ARG NODE_IMAGE=node:22.23.3-bookworm-slim

# 1. Build: every dependency (dev included) exactly as locked, then the bundles (`npm run build`).
FROM ${NODE_IMAGE} AS build
WORKDIR /src
COPY package.json package-lock.json ./
COPY services/core/package.json services/core/
COPY services/gateway/package.json services/gateway/
COPY services/worker/package.json services/worker/
COPY web/package.json web/
COPY tools/package.json tools/
# --ignore-scripts: esbuild and sharp ship their binaries as optional platform packages.
RUN --mount=type=cache,target=/root/.npm npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN npm run build

# 2. Runtime dependencies: only the `dependencies` of the workspaces this image runs
#    (sharp's prebuilt libvips for this platform included).
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
      --workspace=@northrock/core --workspace=@northrock/worker \
 && for dir in services/worker; do mkdir -p "$dir/node_modules" \
      && { [ ! -d services/core/node_modules ] || cp -Rn services/core/node_modules/. "$dir/node_modules/"; }; done

# 3. Runtime: node, production node_modules and the bundle, run as the unprivileged `node` user.
FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    DATA_DIR=/data
WORKDIR /app
# node_modules (the workspaces' nested ones included) and the package.json files: the root one
# marks /app as the repository root (config.ts finds it by its workspaces).
COPY --from=runtime-deps /app ./
COPY --from=build /src/services/worker/dist services/worker/dist
COPY infra/docker/entrypoint.sh /usr/local/bin/northrock-entrypoint
COPY infra/docker/healthcheck.mjs ./healthcheck.mjs
# DATA_DIR holds only the generated JWT secret in compose (media go to S3, mail to SMTP).
# /data-backups: where the backups go by default (docker-compose.yml mounts a volume there).
RUN mkdir -p /data /data-backups && chown node:node /data /data-backups
USER node
# Healthy while this container's BullMQ consumers are connected to Redis (see healthcheck.mjs).
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "healthcheck.mjs", "worker"]
ENTRYPOINT ["northrock-entrypoint"]
CMD ["node", "--enable-source-maps", "services/worker/dist/main.mjs"]
