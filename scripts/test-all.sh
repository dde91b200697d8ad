#!/usr/bin/env bash
# The test command (`npm test`, and what .ci/run runs): installs what the tests need — Debian's
# Chromium and a local PostgreSQL — then runs typecheck, lint, format, the API description's lint,
# unit tests with coverage, the build, the API suites on PGlite and again on PostgreSQL (the fleet
# suites serve the build), and the browser journeys.
set -euo pipefail
cd "$(dirname "$0")/.."
export CI="${CI:-}"
step() { printf '\n\033[1m== %s ==\033[0m\n' "$*"; }

step "Dependências"
if [ ! -x /usr/bin/chromium ]; then
  echo "Instalando Chromium (apt-get)…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium
fi
# `npm install`, not `npm ci`: npm 11 leaves other platforms' optional binaries (Biome, Rollup) out of the lock
# file it writes here, and `npm ci` then refuses the lock as out of sync. Versions are pinned exactly.
lock_hash=$(sha256sum package-lock.json package.json | sha256sum | cut -d' ' -f1)
if [ ! -f node_modules/.feira-lock-hash ] || [ "$(cat node_modules/.feira-lock-hash)" != "$lock_hash" ]; then
  npm install --no-audit --no-fund
  sha256sum package-lock.json package.json | sha256sum | cut -d' ' -f1 > node_modules/.feira-lock-hash
fi

step "Tipos (tsc)"
npm run --silent typecheck

step "Lint e formatação (Biome)"
npx biome check --error-on-warnings .

step "Código morto (knip)"
# Unused files, exports, types and dependencies: zero findings (configuration in knip.jsonc). Then again from
# the shipped entries only: an export that only tests use is dead code with a test around it.
npx knip
npx knip --production

step "Descrição da API (redocly lint)"
# The description the server serves, built in-process: the recommended rules, redocly.yaml's exceptions.
npm run --silent lint:openapi

step "Testes unitários (com cobertura do domínio)"
npx vitest run --project unit --coverage

step "Build do app"
# The client (dist/) and the server renderer of the public pages (dist/ssr).
npm run build --silent

step "API em PGlite"
npx vitest run --project api

step "API em PostgreSQL"
pg_state=$(mktemp /tmp/feira-pg-state-XXXXXX)
cleanup() { bash scripts/postgres.sh stop "$pg_state" || true; }
trap cleanup EXIT
DATABASE_URL=$(bash scripts/postgres.sh start "$pg_state")
DATABASE_URL="$DATABASE_URL" npx vitest run --project api

step "Jornadas no navegador (Chromium)"
npx playwright test

cleanup
trap - EXIT
echo
echo "Todos os testes passaram."
