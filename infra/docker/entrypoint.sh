#!/bin/sh
# Entrypoint of the Northrock images: runs the command (a node service) after settling JWT_SECRET.
#
# Production requires JWT_SECRET (services/core/src/platform/config.ts). Set it in .env or in a
# Kubernetes Secret and this script changes nothing. docker-compose.yml also sets JWT_SECRET_FILE
# to a file on the volume its containers share: when JWT_SECRET is empty, the first container to
# start (the migrate job) writes a random secret there and every container reads the same one, so
# a bare `docker compose up` works and admin sessions survive restarts. Without JWT_SECRET_FILE
# nothing is generated: each pod of a cluster would otherwise invent its own key.
set -eu

if [ -z "${JWT_SECRET:-}" ] && [ -n "${JWT_SECRET_FILE:-}" ]; then
  if [ ! -s "$JWT_SECRET_FILE" ]; then
    tmp="$JWT_SECRET_FILE.$$"
    (umask 077 && node -e 'process.stdout.write(require("node:crypto").randomBytes(48).toString("base64url"))' >"$tmp")
    # A hard link never replaces an existing file: if another container won the race, keep its key.
    ln "$tmp" "$JWT_SECRET_FILE" 2>/dev/null || true
    rm -f "$tmp"
  fi
  JWT_SECRET="$(cat "$JWT_SECRET_FILE")"
  export JWT_SECRET
fi

exec "$@"
