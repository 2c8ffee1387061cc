#!/usr/bin/env bash
# `npm test`: every check the project has, stopping at the first failure.
#   Chromium → typecheck ‖ lint ‖ format → web and studio unit tests → web and studio builds →
#   bundle budgets → API tests on PGlite → API tests on PostgreSQL (when DATABASE_URL is set) →
#   browser tests (Playwright).
# `a ‖ b` run side by side (decision 42): their output is shown as it comes, each line prefixed
# with its step's name; when one fails the others are stopped and its whole log is printed again,
# unprefixed, before the summary. The web build comes before the API tests, whose page tests
# render the built app (on a clean clone they would otherwise build it themselves, a second time).
# Ends with each step's time and one summary line. Set DATABASE_URL=postgres://… to also run the
# API tests on PostgreSQL.
set -uo pipefail
cd "$(dirname "$0")/.."

started=$(date +%s)
passed=0
timings=()
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT

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

# together 'name' 'command' 'name' 'command' …: the steps side by side, each in its own process
# group (so a failure stops the others' whole trees), its output prefixed with `[name] `. Waits
# for all of them, or for the first failure.
together() {
  local -a names=() commands=() pids=()
  local -A index=()
  while [ $# -gt 0 ]; do
    names+=("$1")
    commands+=("$2")
    shift 2
  done
  local t0 i dir
  t0=$(date +%s)
  dir=$(mktemp -d -p "$logs")
  echo
  echo "━━ $(printf '%s ‖ ' "${names[@]}" | sed 's/ ‖ $//')"
  set -m
  for i in "${!names[@]}"; do
    (
      s=$(date +%s)
      bash -c "${commands[$i]}" >"$dir/$i.log" 2>&1 </dev/null
      echo "$? $(elapsed "$s")" >"$dir/$i.rc"
    ) &
    pids+=($!)
    index[$!]=$i
  done
  set +m
  # Live output: every line of every log, prefixed with its step's name, until all are done.
  local -a tails=()
  for i in "${!names[@]}"; do
    touch "$dir/$i.log"
    tail -n +1 -F "$dir/$i.log" 2>/dev/null | sed -u "s/^/[${names[$i]}] /" &
    tails+=($!)
  done

  local failed='' pid p rc time
  local -a running=("${pids[@]}")
  while [ ${#running[@]} -gt 0 ]; do
    wait -n -p pid "${running[@]}"
    i=${index[$pid]}
    local -a still=()
    for p in "${running[@]}"; do [ "$p" = "$pid" ] || still+=("$p"); done
    running=("${still[@]}")
    read -r rc time <"$dir/$i.rc" || rc=1
    if [ "$rc" -eq 0 ]; then
      passed=$((passed + 1))
      timings+=("ok    $time  ${names[$i]} (side by side)")
    else
      timings+=("FAIL  $time  ${names[$i]} (side by side)")
      failed=$i
      break
    fi
  done
  if [ -n "$failed" ]; then
    for pid in "${pids[@]}"; do
      i=${index[$pid]}
      [ -e "$dir/$i.rc" ] && continue
      kill -TERM -- "-$pid" 2>/dev/null
      timings+=("stop         ${names[$i]} (stopped: '${names[$failed]}' failed)")
    done
    wait "${pids[@]}" 2>/dev/null
  fi
  sleep 0.3 # the last lines through `tail -F`
  kill "${tails[@]}" 2>/dev/null
  wait "${tails[@]}" 2>/dev/null
  if [ -n "$failed" ]; then
    echo
    echo "━━ ${names[$failed]}: FAILED, its whole log:"
    cat "$dir/$failed.log"
    finish 1 "FAILED at '${names[$failed]}'"
  fi
  timings+=("      $(elapsed "$t0")  (the side-by-side steps above, together)")
}

skip() {
  timings+=("skip         $1 ($2)")
  echo
  echo "━━ $1: skipped ($2)"
}

step 'Chromium' bash scripts/ensure-chromium.sh
together \
  'typecheck' 'npm run --silent typecheck' \
  'lint' 'npm run --silent lint' \
  'format' 'npm run --silent format:check'
step 'web unit tests' npx vitest run --root apps/web
step 'studio unit tests' npx vitest run --root apps/studio
step 'web build' npm run --silent build -w apps/web
step 'studio build' npm run --silent build -w apps/studio
step 'bundle budgets' node scripts/check-budget.mjs
step 'API tests on PGlite' env -u DATABASE_URL npx vitest run --root apps/api
if [ -n "${DATABASE_URL:-}" ]; then
  step 'API tests on PostgreSQL' npx vitest run --root apps/api
else
  skip 'API tests on PostgreSQL' 'DATABASE_URL not set'
fi
step 'browser tests' npx playwright test -c e2e/playwright.config.ts

finish 0 'all passed'
