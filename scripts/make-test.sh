#!/usr/bin/env bash
# `make test` after its installs (Makefile): four steps, each announced and timed as it ends, then
# the total. README, "Tests", says how long each takes.
#
#  1. static checks: the typecheck and the lint as three chains side by side: ESLint over web/
#     (web/tsconfig.json's type-aware program) | ESLint over the rest (the root tsconfig.json's) |
#     `make typecheck`, Prettier, knip (`npm run lint` in package.json is the same steps, with one
#     ESLint). ESLint is the longest check, and its two halves build disjoint programs, so split
#     they end about together with the third chain. They start with no generated route types
#     (removed first), as on a fresh clone, so each proves it generates what it needs when run
#     first (scripts/typegen.mjs generates them once for all).
#  2. the build (`make build`: skipped when the sources are those of the last build), which the
#     tests below start and inspect.
#  3. vitest: services, scripts, web components (vitest.config.ts: two files at a time, the
#     heavy ones last); it prints the ten slowest files, then any failed test.
#  4. e2e: Playwright in Chromium against the product built in step 2, alone on the machine
#     (its journeys keep time); it prints the ten slowest specs.
set -uo pipefail
start=$SECONDS
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT

fail() {
  echo "==> make test: $1 failed after $2 s"
  exit 1
}
passed() { echo "==> make test [$1] passed in $2 s ($((SECONDS - start)) s so far)"; }

# A chain of commands in the background, its output kept in $logs/<name>, its time and status in $logs/<name>.rc.
chain() {
  local name=$1
  shift
  (
    t=$SECONDS
    rc=0
    for cmd in "$@"; do
      echo "\$ $cmd"
      bash -c "$cmd" || {
        rc=$?
        break
      }
    done
    echo "$rc $((SECONDS - t))" >"$logs/$name.rc"
  ) >"$logs/$name" 2>&1 &
}

echo
echo "==> make test [1/4] typecheck and lint, side by side"
t=$SECONDS
rm -rf web/.react-router
chain 'eslint web' 'npm run --silent typegen -w @northrock/web' 'npx eslint web --max-warnings 0'
chain 'eslint, all but web' 'npm run --silent typegen -w @northrock/web' "npx eslint . --ignore-pattern 'web/**' --max-warnings 0"
chain 'typecheck, prettier, knip' 'make --no-print-directory typecheck' 'npx prettier --check .' 'npx knip --no-progress'
wait
failed=0
for name in 'eslint web' 'eslint, all but web' 'typecheck, prettier, knip'; do
  read -r rc secs <"$logs/$name.rc"
  cat "$logs/$name"
  if [ "$rc" = 0 ]; then echo "==> make test [$name] passed in $secs s"; else
    echo "==> make test [$name] failed after $secs s"
    failed=1
  fi
done
[ $failed = 0 ] || fail 'typecheck and lint' $((SECONDS - t))
passed 'typecheck and lint' $((SECONDS - t))

echo
echo "==> make test [2/4] build"
t=$SECONDS
make --no-print-directory build || fail build $((SECONDS - t))
passed build $((SECONDS - t))

echo
echo "==> make test [3/4] vitest (services, scripts, web components)"
t=$SECONDS
npx vitest run || fail vitest $((SECONDS - t))
passed vitest $((SECONDS - t))

echo
echo "==> make test [4/4] e2e (Playwright in Chromium, the product in production mode)"
t=$SECONDS
E2E_SKIP_BUILD=1 npx playwright test || fail e2e $((SECONDS - t))
passed e2e $((SECONDS - t))

echo "==> make test: all passed in $((SECONDS - start)) s"
