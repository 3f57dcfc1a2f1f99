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

# The machine's cache, beside npm's (and the tests' picture variants, api/src/test/variant-cache.ts): what a
# fresh clone would otherwise make again from the same inputs, each keyed so that another input
# misses it.
cache_root="${XDG_CACHE_HOME:-$HOME/.cache}/nirvana-web"

native_pid=""
native_cached=""
# A clean clone's install as this machine made it before for the same inputs: the lock, every
# package.json, this script (its install steps), Node and npm. npm install from npm's cache takes
# 35 to 45 s (62,000 files, each package's install script after); the copy restores in 2 to 10 s.
# It is checked (its end marker, the SQLite addon loads) and made again by a plain install when it
# does not restore. A miss installs as below and writes the copy in the background.
install_copy=""
if [ ! -d node_modules ]; then
  install_key=$( { cat package-lock.json package.json */package.json scripts/test.sh; node -p 'process.version + process.platform + process.arch'; npm -v; } | sha1sum | cut -c1-16)
  install_copy="$cache_root/node-modules/$install_key.tar"
  if [ -f "$install_copy" ]; then
    phase "npm packages: the machine's copy of this lock's install ($install_copy)"
    if tar xf "$install_copy" 2>"$results/install-copy.log" && [ -f node_modules/.nirvana-install-copy ] \
      && node -e "new (require('better-sqlite3'))(':memory:').close()" 2>>"$results/install-copy.log"; then
      touch "$install_copy"
      install_copy=""
    else
      cat "$results/install-copy.log"
      echo "the machine's copy of the install did not restore: npm install"
      rm -f "$install_copy"
      rm -rf node_modules ./*/node_modules
    fi
  fi
fi
if [ ! -d node_modules ]; then
  # npm install, not npm ci: with this machine's npm setting omit-lockfile-registry-resolved, npm 11
  # leaves other platforms' optional packages out of the lock and npm ci then refuses it; npm
  # install follows the same lock. Its packages' install scripts run after it (esbuild's and swc's
  # checks), but for better-sqlite3's: its compile from source (its prebuilt download fails offline:
  # one C file, 65 s of one core alone, more beside other work) runs from the start, beside npm
  # install (mostly one core) and then the type-check, lint and build (which do not load it), on the
  # locked version's own tarball (npm's cache) in a folder of its own; its addon is put in place
  # below, before the servers and the tests load it (docs/test-time.md).
  phase "installing npm packages (npm install --ignore-scripts --prefer-offline, from package-lock.json; then their install scripts), better-sqlite3's compile beside it unless the machine keeps its addon"
  # A machine that compiled this version for this Node ABI once keeps the addon (65 core-s a clone).
  native_dir="$results/better-sqlite3"
  native_version=$(node -p "require('./package-lock.json').packages['node_modules/better-sqlite3'].version")
  native_cached="$cache_root/native/better-sqlite3-$native_version-$(node -p 'process.platform + "-" + process.arch + "-abi" + process.versions.modules')/better_sqlite3.node"
  if [ ! -f "$native_cached" ]; then
    (
      set -e
      mkdir -p "$native_dir" && cd "$native_dir"
      npm pack --prefer-offline --silent "better-sqlite3@$native_version" >/dev/null
      tar xzf "better-sqlite3-$native_version.tgz"
      cd package && npm run install
    ) >"$results/native.log" 2>&1 &
    native_pid=$!
  fi
  # --prefer-offline: the lock names every version, so a package npm's cache already holds is taken
  # from it without asking the registry again (through this machine's proxy about 4 s a question:
  # 1 to 3 min of idle cores for 1,553 packages; from the cache 35 s). A package it lacks is still
  # fetched; should the cache's copy of a package's index be too old to name the locked version,
  # the plain install runs.
  npm install --no-fund --no-audit --ignore-scripts --prefer-offline || npm install --no-fund --no-audit --ignore-scripts
  npm rebuild esbuild @swc/core
fi
if ! command -v chromium >/dev/null 2>&1; then
  phase "installing Debian's chromium"
  sudo_cmd=""; [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq chromium
fi

# Type-check, lint and the production build side by side (the first two mostly one core each); the
# type-check's and the build's reports follow the lint's. They run at nice 10 beside what is left of
# a fresh install's better-sqlite3 compile (one C file, one core): at equal priority the compile got
# a quarter to a half of a core beside them and ran on alone after them (docs/test-time.md); so it
# keeps a core and the three share the other.
phase "type-check, lint (eslint.config.js: typescript-eslint, rules of hooks, import boundaries, slugs) and production build"
# The type-check is incremental, its record in the machine's cache, one per clone folder (the paths
# in it are the clone's): TypeScript checks again every file whose content's hash changed and what
# depends on it, so a stale record only costs time (17 s alone from nothing, 5 s from a record).
tsc_info="$cache_root/tsc/$(pwd | sha1sum | cut -c1-12).tsbuildinfo"
mkdir -p "$(dirname "$tsc_info")" 2>/dev/null || tsc_info="$results/tsbuildinfo"
( nice -n 10 npx tsc --noEmit -p tsconfig.json --incremental --tsBuildInfoFile "$tsc_info" >"$results/tsc.log" 2>&1; echo $? >"$results/tsc.status" ) &
tsc_pid=$!
( nice -n 10 node scripts/build.js >"$results/build.log" 2>&1; echo $? >"$results/build.status" ) &
build_pid=$!
lint_status=0
nice -n 10 npx eslint --max-warnings 0 . || lint_status=$?
wait "$tsc_pid" "$build_pid" || true
cat "$results/tsc.log" "$results/build.log"
[ "$(cat "$results/tsc.status" 2>/dev/null || echo 1)" -eq 0 ] || { echo "type-check failed (see its report above)"; exit 1; }
[ "$(cat "$results/build.status" 2>/dev/null || echo 1)" -eq 0 ] || { echo "the production build failed (see its report above)"; exit 1; }
if [ -n "$native_cached" ]; then
  addon="$native_dir/package/build/Release/better_sqlite3.node"
  [ -z "$native_pid" ] && addon="$native_cached"
  mkdir -p node_modules/better-sqlite3/build/Release
  if { [ -z "$native_pid" ] || wait "$native_pid"; } && [ -f "$addon" ] && cp "$addon" node_modules/better-sqlite3/build/Release/ \
    && node -e "new (require('better-sqlite3'))(':memory:').close()"; then
    :
  else
    # The tarball, the early compile or the cached addon failed: the package's own install script, as npm runs it.
    [ -n "$native_pid" ] && cat "$results/native.log"
    echo "better-sqlite3's early compile or cached addon failed: npm rebuild better-sqlite3"
    rm -f "$native_cached"
    npm rebuild better-sqlite3 || { echo "better-sqlite3's compile failed"; exit 1; }
    node -e "new (require('better-sqlite3'))(':memory:').close()" || { echo "better-sqlite3 does not load"; exit 1; }
    addon=node_modules/better-sqlite3/build/Release/better_sqlite3.node
  fi
  if [ "$addon" != "$native_cached" ]; then
    { mkdir -p "$(dirname "$native_cached")" && cp "$addon" "$native_cached.$$" && mv "$native_cached.$$" "$native_cached"; } 2>/dev/null \
      || echo "(the machine's cache at $cache_root is not writable: the addon is compiled again next time)"
  fi
fi
# The install just made, kept for the next clean clone (in the background: about 8 s of writing
# 720 MB, which nothing below changes); copies unused for a week are removed, and a copy left
# half-written by a run that was killed once it is a week old.
copy_pid=""
if [ -n "$install_copy" ]; then
  (
    shopt -s nullglob
    touch node_modules/.nirvana-install-copy
    mkdir -p "$(dirname "$install_copy")" && tar cf "$install_copy.$$" node_modules ./*/node_modules && mv "$install_copy.$$" "$install_copy" \
      || { rm -f "$install_copy.$$"; echo "(the machine's cache at $cache_root is not writable: npm install again next time)"; }
    find "$(dirname "$install_copy")" -name '*.tar*' -mtime +7 -delete
  ) 2>/dev/null &
  copy_pid=$!
fi

# The unit tests run beside the e2e suite, at the lowest priority: they fill what the e2e leaves
# idle of the two cores without taking its share (docs/test-time.md). Beside it they run in one
# worker (two starved each other's timed tests); the second waits for the e2e's end
# (jest/late-worker.js), holding the shortest file (jest/sequencer.js), and then shares what is left,
# which one worker ran alone for 95 to 133 s.
# A process at nice 19 gets about 1.5 % of a core the e2e keeps busy, so its waits get a longer
# ceiling (jest/async-waits.js) and each test five minutes where it sets no limit of its own (the
# content-revision watcher's test, about a second alone, once ran past 60 s so): ceilings, not
# budgets. Their report follows the e2e's. The e2e runs in two lanes side by side, each its own
# servers and Chromium (scripts/e2e.sh): one page at a time left a third of the cores idle.
phase "unit tests (every workspace, at low priority in the background) and e2e (puppeteer, Chromium)"
late_workers="$results/e2e.done"
( NIRVANA_UNIT_WAIT_MS=15000 NIRVANA_UNIT_LATE_WORKERS="$late_workers" nice -n 19 npx jest --ci --maxWorkers=2 --testTimeout=300000 \
    --json --outputFile="$results/unit.json" \
    >"$results/unit.log" 2>&1; echo $? >"$results/unit.status" ) &
unit_pid=$!
# The size budgets (the bench's fast part: bytes and React copies of the build) beside them too, its
# waits ten minutes long (a page load at nice 19 once took over 60 s; bench/src/browser.ts).
( NIRVANA_BENCH_WAIT_MS=600000 nice -n 19 node --import tsx bench/src/bench.ts --fast >"$results/bench.log" 2>&1; echo $? >"$results/bench.status" ) &
bench_pid=$!
e2e_status=0
scripts/e2e.sh "$results" || e2e_status=$?
touch "$late_workers"
phase "e2e done; the unit tests' report"
wait "$unit_pid" || true
cat "$results/unit.log"
unit_status=$(cat "$results/unit.status" 2>/dev/null || echo 1)

phase "size budgets (the bench's fast part: bytes and React copies)"
wait "$bench_pid" || true
cat "$results/bench.log"
bench_status=$(cat "$results/bench.status" 2>/dev/null || echo 1)

phase "done"
[ -z "$copy_pid" ] || wait "$copy_pid" || true
node scripts/summarize-tests.js "$results/unit.json" "$results"/e2e-{1,2,3}.json
rm -rf "$results"
[ "$bench_status" -eq 0 ] || echo "size budgets missed (see the table above)"
[ "$lint_status" -eq 0 ] || echo "lint failed (see its report above)"
[ "$lint_status" -eq 0 ] && [ "$unit_status" -eq 0 ] && [ "$e2e_status" -eq 0 ] && [ "$bench_status" -eq 0 ]
