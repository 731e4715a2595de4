# The README's two commands: `make start` runs the product, `make test` passes the tests.
# Both install what they need: Node 22 when the machine's is older, npm packages, and the
# Debian packages the tests use (redis-server, chromium and its headless shell).
SHELL := /bin/bash
.DEFAULT_GOAL := help

NODE_VERSION := 22.23.3
# Relative: make cannot name a target whose path holds a space, and a clone may live in one.
TOOLS := .tools
LOCAL_NODE := $(TOOLS)/node/node_modules/node/bin/node

# Use the machine's Node when it is 22 or newer; otherwise a pinned one installed from the
# npm package `node` into .tools/ (git-ignored).
SYSTEM_NODE_OK := $(shell node -e 'process.exit(+process.versions.node.split(".")[0] >= 22 ? 0 : 1)' 2>/dev/null && echo yes)
ifneq ($(SYSTEM_NODE_OK),yes)
  # npm run by that Node would read its global settings from .tools/.../etc/npmrc and miss the
  # machine's (proxy, CA, registry mirror): name the machine's file, as its own npm reports it.
  ifndef npm_config_globalconfig
    MACHINE_NPMRC := $(shell npm config get globalconfig 2>/dev/null)
    ifneq ($(MACHINE_NPMRC),)
      export npm_config_globalconfig := $(MACHINE_NPMRC)
    endif
  endif
  export PATH := $(CURDIR)/$(dir $(LOCAL_NODE)):$(PATH)
  NODE_PREREQ := $(LOCAL_NODE)
endif
export npm_config_update_notifier := false
export npm_config_fund := false
export npm_config_audit := false

APT_GET := $(shell command -v apt-get 2>/dev/null)
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: FORCE help start dev test build typecheck deps system-deps test-deps lint bench-pipeline bench-api bench-phone bench-header bench-vitals bench-booking chaos fuzz lighthouse codegen email-preview clean npm-config backup restore

help:
	@echo "make start   - install, build, migrate, seed and run the product on http://localhost:$${PORT:-3000}"
	@echo "make dev     - the same from source: pages hot-reload, gateway and worker restart on change"
	@echo "make test    - install what the tests need and run them all"
	@echo "make chaos   - the fault-matrix run: 1,000 leads under injected faults (docs/reliability.md)"
	@echo "make backup  - one backup set now (database and stored files) into the backup location (docs/reliability.md)"
	@echo "make restore - restore a backup set (BACKUP=<set id>, default the newest) into a fresh installation"
	@echo "make lint    - ESLint (import boundaries, cycles, type-aware rules, file names), Prettier check and knip (docs/architecture.md)"
	@echo "make build | typecheck | fuzz | bench-pipeline | bench-api | bench-phone | bench-header | bench-vitals | bench-booking | lighthouse | email-preview | npm-config | clean"

$(LOCAL_NODE):
	@echo "Node $$(node --version 2>/dev/null || echo missing) is older than 22: installing Node $(NODE_VERSION) into .tools/"
	@mkdir -p $(TOOLS)/node && echo '{"private": true}' > $(TOOLS)/node/package.json
	@cd $(TOOLS)/node && node "$(CURDIR)/scripts/npm-install.mjs" install --no-save --no-package-lock --loglevel=error node@$(NODE_VERSION) >/dev/null
	@$(LOCAL_NODE) --version

# `--include=dev`: the build needs the devDependencies (TypeScript, Vite, type packages), which npm
# leaves out under NODE_ENV=production. The stamp goes first and comes back only after npm has
# finished, so a failed or interrupted install is redone by the next make; so is one that lacks
# the build's tools (Vite), as an install under NODE_ENV=production without --include=dev did.
node_modules/.install-stamp: package.json package-lock.json $(wildcard */package.json) $(wildcard services/*/package.json) $(if $(wildcard node_modules/vite/package.json),,FORCE) | $(NODE_PREREQ)
	@rm -f $@
	PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 node scripts/npm-install.mjs ci --include=dev --loglevel=error
	@touch $@

FORCE:

deps: node_modules/.install-stamp

# The npm settings make's installs use (the machine's global npmrc included), for a failed install.
npm-config:
	@echo "node $$(node --version), npm $$(npm --version)"
	@echo "global npmrc: $$(npm config get globalconfig)"
	@echo "registry: $$(npm config get registry)"

# Debian packages, installed only when missing.
define apt_install
	@missing=""; for c in $(1); do command -v $${c%%:*} >/dev/null 2>&1 || missing="$$missing $${c##*:}"; done; \
	if [ -n "$$missing" ]; then \
	  if [ -z "$(APT_GET)" ]; then echo "Please install:$$missing"; exit 1; fi; \
	  echo "Installing Debian packages:$$missing"; \
	  $(SUDO) apt-get update -qq >/dev/null && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing >/dev/null; \
	fi
endef

system-deps:
	$(call apt_install,redis-server:redis-server)

# Chromium for the browser tests; Debian's headless shell of the same build too where the distribution
# has it (lighter on the CPU: test/chromium.ts), else the tests use chromium.
test-deps: system-deps
	$(call apt_install,chromium:chromium)
	@command -v chromium-headless-shell >/dev/null 2>&1 || [ -z "$(APT_GET)" ] || { \
	  echo "Installing Debian packages: chromium-headless-shell"; \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq chromium-headless-shell >/dev/null 2>&1 || \
	  { $(SUDO) apt-get update -qq >/dev/null 2>&1 && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq chromium-headless-shell >/dev/null 2>&1; } || \
	  echo "chromium-headless-shell is not available here: the browser tests use chromium"; }

# Builds only when the sources changed since the last build (scripts/build.mjs); `npm run build` always does.
build: deps
	@node scripts/build.mjs

typecheck: deps
	npm run typecheck

# ESLint (layers, cycles, type-aware rules, kebab-case names, hooks, accessibility), Prettier and knip: docs/architecture.md.
lint: deps
	npm run lint

start: deps build
	@command -v redis-server >/dev/null 2>&1 || $(MAKE) --no-print-directory system-deps || true
	node --enable-source-maps scripts/dist/start.mjs

# The product from source (no build): the website through Vite's dev server inside the gateway
# (hot reload), gateway and worker restarted on change; same embedded defaults as `make start`.
# Always in development mode: Vite's dev server serves React's development build, which a
# NODE_ENV=production from the shell would break (`make start` is the production mode).
dev: deps
	@command -v redis-server >/dev/null 2>&1 || $(MAKE) --no-print-directory system-deps || true
	@[ "$${NODE_ENV:-development}" = development ] || echo "make dev runs in development mode (NODE_ENV=$$NODE_ENV is for make start)"
	NODE_ENV=development npx tsx scripts/start.ts --dev

# Four steps (static checks, build, vitest, e2e), each announced and timed as it ends, the ten slowest test files of each runner
# printed (scripts/make-test.sh; README, "Tests", says how long each takes).
test: deps test-deps
	@bash scripts/make-test.sh

codegen: deps
	npm run codegen

# One backup set now, into BACKUP_DIR / BACKUP_S3_* (default: <DATA_DIR>-backups); the worker also takes one nightly.
backup: deps
	npx tsx scripts/backup.ts

# Restores BACKUP=<set id> (default: the newest good set) into a fresh installation; docs/reliability.md.
restore: deps
	npx tsx scripts/restore.ts $(BACKUP)

# Each lead e-mail rendered with sample data into .data/email-preview/ (HTML and text).
email-preview: deps
	npm run email:preview

bench-pipeline: deps
	npx tsx scripts/bench-pipeline.ts

# Public reads against a bare Node server answering the same bytes (docs/performance.md).
bench-api: deps system-deps build
	npx tsx scripts/bench-api.ts

# A homeowner's enquiry with five camera photos on a throttled phone link, with an outage (docs/performance.md).
bench-phone: deps test-deps build
	npx tsx scripts/bench-phone.ts

# What the header's code and hydration cost the main thread at a phone's CPU (4x slowdown), moved out of the load event's task (docs/performance.md).
bench-header: deps test-deps build
	npx tsx scripts/bench-header.ts

# 10,000 real-user vitals beacons: rows stay bounded, the Dashboard's p75 matches the values sent (docs/performance.md).
bench-vitals: deps system-deps build
	npx tsx scripts/bench-vitals.ts

# The open slots of 10 estimators over 21 days with 300 visits (p95), and 50 parallel bookings of one slot (docs/performance.md).
bench-booking: deps
	npx tsx scripts/bench-booking.ts

# The fuzz suite with 1,000 invalid inputs per write instead of make test's 100 (docs/security.md).
fuzz: deps system-deps
	FUZZ_INPUTS=$${FUZZ_INPUTS:-1000} npx vitest run services/gateway/test/fuzz.test.ts

# LEADS=100 for a shorter run; the 100-lead version with quick timings runs in make test.
chaos: deps system-deps build
	npx tsx scripts/chaos.ts --leads $${LEADS:-1000}

lighthouse: deps test-deps build
	npx tsx scripts/lighthouse.ts

clean:
	rm -rf node_modules services/*/dist scripts/dist web/build .tools
