#!/usr/bin/env bash
# `npm test`: every check the project has, in order, stopping at the first failure.
#   Chromium → typecheck → lint → format → web and studio unit tests → API tests on PGlite → API
#   tests on PostgreSQL (when DATABASE_URL is set) → web and studio builds → bundle budgets → browser
#   tests (Playwright).
# Ends with one summary line. Set DATABASE_URL=postgres://… to also run the API tests on PostgreSQL.
set -uo pipefail
cd "$(dirname "$0")/.."

started=$(date +%s)
passed=0
timings=()

elapsed() {
  local s=$(($(date +%s) - $1))
  printf '%dm%02ds' $((s / 60)) $((s % 60))
}

finish() {
  local status=$1 message=$2
  echo
  for line in "${timings[@]}"; do echo "  $line"; done
  echo
  echo "npm test: $message ($passed steps passed, total $(elapsed "$started"))"
  exit "$status"
}

step() {
  local name=$1
  shift
  local t0
  t0=$(date +%s)
  echo
  echo "━━ $name"
  if "$@"; then
    passed=$((passed + 1))
    timings+=("ok    $(elapsed "$t0")  $name")
  else
    timings+=("FAIL  $(elapsed "$t0")  $name")
    finish 1 "FAILED at '$name'"
  fi
}

skip() {
  timings+=("skip         $1 ($2)")
  echo
  echo "━━ $1: skipped ($2)"
}

step 'Chromium' bash scripts/ensure-chromium.sh
step 'typecheck' npm run --silent typecheck
step 'lint' npm run --silent lint
step 'format' npm run --silent format:check
step 'web unit tests' npx vitest run --root apps/web
step 'studio unit tests' npx vitest run --root apps/studio
step 'API tests on PGlite' env -u DATABASE_URL npx vitest run --root apps/api
if [ -n "${DATABASE_URL:-}" ]; then
  step 'API tests on PostgreSQL' npx vitest run --root apps/api
else
  skip 'API tests on PostgreSQL' 'DATABASE_URL not set'
fi
step 'web build' npm run --silent build -w apps/web
step 'studio build' npm run --silent build -w apps/studio
step 'bundle budgets' node scripts/check-budget.mjs
step 'browser tests' npx playwright test -c e2e/playwright.config.ts

finish 0 'all passed'
