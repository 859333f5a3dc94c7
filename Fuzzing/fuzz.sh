#!/usr/bin/env bash
# make fuzz: builds the libFuzzer targets (-sanitize=fuzzer,address), writes the seed corpus (the
# conformance catalogue's inputs and objects cut from ../shared/fixtures), then runs every target for
# FUZZ_SECONDS and prints executions and coverage per target. Exits non-zero when a target crashed; the
# crashing input is in $FUZZ_SCRATCH/artifacts — fix the bug, then keep the input in Fuzzing/Regressions
# (make test replays that folder on every target).
#
# Settings (environment): FUZZ_SECONDS (60), FUZZ_TARGETS ("yy yy-direct mj xyy round-trip json typed
# yy-archive mj-archive xyy-archive"),
# FUZZ_SCRATCH (.build-fuzz), FUZZ_MAX_LEN (16384), FUZZ_RUNS (unset: time-bounded; a number: that many
# executions, 0 only replays the corpus), FUZZ_SEED (unset: random; with FUZZ_RUNS a run is repeatable),
# FUZZ_JOBS (targets run at once; one per core).
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${FUZZ_SECONDS:-60}
targets=${FUZZ_TARGETS:-"yy yy-direct mj xyy round-trip json typed yy-archive mj-archive xyy-archive"}
scratch=${FUZZ_SCRATCH:-.build-fuzz}
max_len=${FUZZ_MAX_LEN:-16384}

# -Xswiftc reaches the ModelBench package too: --sanitize alone instruments only this package's own targets.
swift build --package-path Fuzzing --scratch-path "$scratch" -c release --sanitize=fuzzer --sanitize=address \
  -Xswiftc -sanitize=fuzzer,address
bin="$scratch/release"

seeds="$scratch/seeds"
rm -rf "$seeds"
ASAN_OPTIONS=detect_leaks=0 MODELBENCH_FUZZ_SEEDS="$seeds" "$bin/modelbench-fuzz"
mkdir -p "$scratch/artifacts" "$scratch/logs"

summary="$scratch/fuzz-summary.md"
{
  echo "| target | seconds | executions | exec/s | coverage (cov) | features (ft) | corpus | peak RSS | result |"
  echo "|---|---:|---:|---:|---:|---:|---:|---:|---|"
} > "$summary"

# One target: its log, its row of the summary in $scratch/rows/<target>, and exit 1 when it crashed.
fuzz_target() {
  local target=$1 corpus="$scratch/corpus/$1" log="$scratch/logs/$1.log"
  mkdir -p "$corpus"
  # A target's own seeds, when it has them, instead of the shared ones (round-trip: the JSON seeds behind
  # the model selector byte, so that each execution converts through one model type).
  local start="$seeds"
  if [ -d "$seeds/$target" ]; then start="$seeds/$target"; fi
  local limit=(-max_total_time="$seconds")
  if [ -n "${FUZZ_RUNS:-}" ]; then limit=(-runs="$FUZZ_RUNS"); fi
  if [ -n "${FUZZ_SEED:-}" ]; then limit+=(-seed="$FUZZ_SEED"); fi
  echo "Fuzzing $target (${limit[*]})…"
  local status=0 started=$SECONDS
  MODELBENCH_FUZZ_TARGET="$target" ASAN_OPTIONS=detect_leaks=0 SWIFT_BACKTRACE=enable=no \
    "$bin/modelbench-fuzz" "$corpus" "$start" Fuzzing/Regressions \
    "${limit[@]}" -max_len="$max_len" -dict=Fuzzing/json.dict -timeout=20 -rss_limit_mb=4096 -print_final_stats=1 \
    -artifact_prefix="$scratch/artifacts/$target-" >"$log" 2>&1 || status=$?
  local elapsed=$((SECONDS - started))
  stat() { grep -m1 "^stat::$1:" "$log" | awk '{print $2}'; }
  local last cov ft corp result="no crash"
  last=$(grep -E '^#[0-9]+' "$log" | tail -1 || true)
  cov=$(sed -n 's/.* cov: \([0-9]*\).*/\1/p' <<<"$last")
  ft=$(sed -n 's/.* ft: \([0-9]*\).*/\1/p' <<<"$last")
  corp=$(sed -n 's/.* corp: \([0-9]*\/[0-9A-Za-z]*\).*/\1/p' <<<"$last")
  if [ "$status" -ne 0 ]; then
    result="CRASH (exit $status): $(ls -t "$scratch/artifacts/$target-"* 2>/dev/null | head -1)"
  fi
  echo "| $target | $elapsed | $(stat number_of_executed_units) | $(stat average_exec_per_sec) | ${cov:-?} | ${ft:-?} | ${corp:-?} | $(stat peak_rss_mb) MB | $result |" > "$scratch/rows/$target"
  [ "$status" -eq 0 ]
}

# Each target is one libFuzzer process on one core: FUZZ_JOBS of them at a time (one per core unless told).
jobs=${FUZZ_JOBS:-$(nproc)}
rm -rf "$scratch/rows"
mkdir -p "$scratch/rows"
failed=0
running=0
for target in $targets; do
  fuzz_target "$target" &
  running=$((running + 1))
  if [ "$running" -ge "$jobs" ]; then
    wait -n || failed=1
    running=$((running - 1))
  fi
done
while [ "$running" -gt 0 ]; do
  wait -n || failed=1
  running=$((running - 1))
done
for target in $targets; do cat "$scratch/rows/$target" >> "$summary"; done

cat "$summary"
if [ "$failed" -ne 0 ]; then
  echo "A target crashed: its log is in $scratch/logs, the input in $scratch/artifacts." >&2
  exit 1
fi
