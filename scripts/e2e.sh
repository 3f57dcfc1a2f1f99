#!/usr/bin/env bash
# The e2e suite (npm run test:e2e; the test command runs it too): two lanes side by side, each one
# jest process with its own API, shell server, mail catcher and Chromium, the files spread over
# them by weight (e2e/src/sequencer.js); then, alone, the files that change what the servers serve.
# One lane leaves about a third of the two cores idle (it waits on one page at a time); two keep
# them busy and end sooner (docs/test-time.md). Each lane's report follows once it is done.
# Usage: scripts/e2e.sh [a folder for jest's JSON results: e2e-1.json, e2e-2.json, e2e-3.json]
set -uo pipefail
cd "$(dirname "$0")/../e2e"
out="${1:-$(mktemp -d)}"
lanes=2
shards=$((lanes + 1))
run() {
  npx jest --config jest.config.js --runInBand --ci --shard="$1/$shards" --json --outputFile="$out/e2e-$1.json" >"$out/e2e-$1.log" 2>&1
}
pids=()
for i in $(seq 1 "$lanes"); do
  run "$i" &
  pids+=($!)
done
status=0
for i in $(seq 1 "$lanes"); do
  wait "${pids[$((i - 1))]}" || status=1
  echo "== e2e lane $i of $lanes"
  cat "$out/e2e-$i.log"
done
echo "== e2e: the files that change what the servers serve, after the lanes"
run "$shards" || status=1
cat "$out/e2e-$shards.log"
exit "$status"
