# The README's two commands: `make start` runs the product, `make test` passes the tests.
# Both install what they need: Node 22 when the machine's is older, npm packages, and the
# Debian packages the tests use (redis-server, chromium).
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

.PHONY: help start dev test build typecheck deps system-deps test-deps lint bench-pipeline bench-api bench-phone chaos lighthouse codegen email-preview clean npm-config

help:
	@echo "make start   - install, build, migrate, seed and run the product on http://localhost:$${PORT:-3000}"
	@echo "make dev     - the same from source: pages hot-reload, gateway and worker restart on change"
	@echo "make test    - install what the tests need and run them all"
	@echo "make chaos   - the fault-matrix run: 1,000 leads under injected faults (docs/reliability.md)"
	@echo "make lint    - ESLint (import boundaries, cycles, type-aware rules, file names), Prettier check and knip (docs/architecture.md)"
	@echo "make build | typecheck | bench-pipeline | bench-api | bench-phone | lighthouse | email-preview | npm-config | clean"

$(LOCAL_NODE):
	@echo "Node $$(node --version 2>/dev/null || echo missing) is older than 22: installing Node $(NODE_VERSION) into .tools/"
	@mkdir -p $(TOOLS)/node && echo '{"private": true}' > $(TOOLS)/node/package.json
	@cd $(TOOLS)/node && node "$(CURDIR)/scripts/npm-install.mjs" install --no-save --no-package-lock --loglevel=error node@$(NODE_VERSION) >/dev/null
	@$(LOCAL_NODE) --version

node_modules/.install-stamp: package.json package-lock.json $(wildcard */package.json) $(wildcard services/*/package.json) | $(NODE_PREREQ)
	PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 node scripts/npm-install.mjs ci --loglevel=error
	@touch $@

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

test-deps: system-deps
	$(call apt_install,chromium:chromium)

build: deps
	npm run build

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
dev: deps
	@command -v redis-server >/dev/null 2>&1 || $(MAKE) --no-print-directory system-deps || true
	npx tsx scripts/start.ts --dev

# Four phases, each announced and timed as it ends (README, "Tests", says how long each takes).
test: deps test-deps build
	@set -e; start=$$SECONDS; \
	phase() { name="$$2"; echo; echo "==> make test [$$1/4] $$name"; t=$$SECONDS; shift 2; \
	  "$$@" || { echo "==> make test: $$name failed after $$(( SECONDS - t )) s"; exit 1; }; \
	  echo "==> make test [$$name] passed in $$(( SECONDS - t )) s ($$(( SECONDS - start )) s so far)"; }; \
	phase 1 typecheck npm run typecheck; \
	phase 2 lint npm run lint; \
	phase 3 'vitest (services, scripts, web components)' npx vitest run; \
	phase 4 'e2e (Playwright in Chromium, the product in production mode)' env E2E_SKIP_BUILD=1 npx playwright test; \
	echo "==> make test: all passed in $$(( SECONDS - start )) s"

codegen: deps
	npm run codegen

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

# LEADS=100 for a shorter run; the 100-lead version with quick timings runs in make test.
chaos: deps system-deps build
	npx tsx scripts/chaos.ts --leads $${LEADS:-1000}

lighthouse: deps test-deps build
	npx tsx scripts/lighthouse.ts

clean:
	rm -rf node_modules services/*/dist scripts/dist web/build .tools
