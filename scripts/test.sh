#!/usr/bin/env bash
# The test command (npm test): installs what is missing, type-checks, lints, runs every workspace's
# jest suite (beside the e2e, at low priority), builds the production site and runs the puppeteer
# e2e suite against really started servers in Debian's Chromium. Exits non-zero on any failure.
set -euo pipefail
cd "$(dirname "$0")/.."
results="$(mktemp -d)"
started=$SECONDS
# Each phase's heading says how long the run has taken so far (the whole command's budget: 20 min).
phase() { echo "== $1 (at $(( (SECONDS - started) / 60 )) min $(( (SECONDS - started) % 60 )) s)"; }

if [ ! -d node_modules ]; then
  # npm install, not npm ci: with this machine's npm setting omit-lockfile-registry-resolved, npm 11
  # leaves other platforms' optional packages out of the lock and npm ci then refuses it; npm
  # install follows the same lock (and compiles better-sqlite3 from source, about a minute).
  phase "installing npm packages (npm install, from package-lock.json)"
  npm install --no-fund --no-audit
fi
if ! command -v chromium >/dev/null 2>&1; then
  phase "installing Debian's chromium"
  sudo_cmd=""; [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq chromium
fi

# Type-check, lint and the production build side by side (the first two mostly one core each); the
# type-check's and the build's reports follow the lint's.
phase "type-check, lint (eslint.config.js: typescript-eslint, rules of hooks, import boundaries, slugs) and production build"
( npx tsc --noEmit -p tsconfig.json >"$results/tsc.log" 2>&1; echo $? >"$results/tsc.status" ) &
tsc_pid=$!
( node scripts/build.js >"$results/build.log" 2>&1; echo $? >"$results/build.status" ) &
build_pid=$!
lint_status=0
npx eslint --max-warnings 0 . || lint_status=$?
wait "$tsc_pid" "$build_pid" || true
cat "$results/tsc.log" "$results/build.log"
[ "$(cat "$results/tsc.status" 2>/dev/null || echo 1)" -eq 0 ] || { echo "type-check failed (see its report above)"; exit 1; }
[ "$(cat "$results/build.status" 2>/dev/null || echo 1)" -eq 0 ] || { echo "the production build failed (see its report above)"; exit 1; }

# The e2e files run in two jest runs side by side, each with its own servers and Chromium, split by
# time (e2e/src/sequencer.js); the files that change what every run serves (a section rebuilt into
# its dist folder) run alone after them. The unit tests run beside them at the lowest priority,
# filling what the browser runs leave idle without taking their share (docs/test-time.md), on both
# cores once the e2e is done; their waits get a longer ceiling (jest/async-waits.js), as a
# low-priority process may not run for a busy second. Their report follows the e2e's.
phase "unit tests (every workspace, at low priority in the background) and e2e (puppeteer, Chromium: two runs side by side)"
( NIRVANA_UNIT_WAIT_MS=15000 nice -n 19 npx jest --ci --maxWorkers=2 --testTimeout=60000 --json --outputFile="$results/unit.json" \
    >"$results/unit.log" 2>&1; echo $? >"$results/unit.status" ) &
unit_pid=$!
# The size budgets (the bench's fast part: bytes and React copies of the build) beside them too.
( nice -n 19 node --import tsx bench/src/bench.ts --fast >"$results/bench.log" 2>&1; echo $? >"$results/bench.status" ) &
bench_pid=$!
e2e_run() { # name, jest arguments...
  local name=$1; shift
  (cd e2e && npx jest --config jest.config.js --runInBand --ci --json --outputFile="$results/e2e-$name.json" "$@")
}
# The second run's report is printed when it is done; the first's as it goes.
( e2e_run 2 --shard=2/2 >"$results/e2e-2.log" 2>&1; echo $? >"$results/e2e-2.status" ) &
e2e2_pid=$!
e2e_status=0
e2e_run 1 --shard=1/2 || e2e_status=$?
wait "$e2e2_pid" || true
phase "the second e2e run's report"
cat "$results/e2e-2.log"
[ "$(cat "$results/e2e-2.status" 2>/dev/null || echo 1)" -eq 0 ] || e2e_status=1
phase "e2e files that run alone"
serial=$(node -e 'console.log([...require("./e2e/src/sequencer.js").SERIAL].map((f) => "tests/" + f).join(" "))')
# shellcheck disable=SC2086
e2e_run alone --runTestsByPath $serial || e2e_status=1
phase "e2e done; the unit tests' report"
wait "$unit_pid" || true
cat "$results/unit.log"
unit_status=$(cat "$results/unit.status" 2>/dev/null || echo 1)

phase "size budgets (the bench's fast part: bytes and React copies)"
wait "$bench_pid" || true
cat "$results/bench.log"
bench_status=$(cat "$results/bench.status" 2>/dev/null || echo 1)

phase "done"
node scripts/summarize-tests.js "$results/unit.json" "$results/e2e-1.json" "$results/e2e-2.json" "$results/e2e-alone.json"
rm -rf "$results"
[ "$bench_status" -eq 0 ] || echo "size budgets missed (see the table above)"
[ "$lint_status" -eq 0 ] || echo "lint failed (see its report above)"
[ "$lint_status" -eq 0 ] && [ "$unit_status" -eq 0 ] && [ "$e2e_status" -eq 0 ] && [ "$bench_status" -eq 0 ]
