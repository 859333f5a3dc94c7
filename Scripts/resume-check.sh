#!/usr/bin/env bash
# make resume-check: a run stopped by SIGINT keeps every measured cell (cells.jsonl) and writes a partial
# report; a second run into a folder in use is refused, naming the holder's PID; `run --resume` measures
# only the rest, refuses other options, and ends with the same cells as a fresh run; a cell that traps or
# outlives the time limit is reported failed and every other cell is measured; two SIGINTs at once
# (`timeout -s INT`) are one request; a supervisor killed with SIGKILL takes its worker with it.
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
BENCH=.build/release/modelbench
ROOT=.build-resume-check
$SWIFT build -c release --product modelbench >/dev/null
rm -rf "$ROOT"
mkdir -p "$ROOT"
# 21 cells of about half a second each: time to stop the run in the middle.
args=(run --quick --time-only --samples 10 --sample-milliseconds 40
  --filter 'github_user/dict→model' --filter 'github_user/model→dict')
lines() { if [ -f "$1/cells.jsonl" ]; then wc -l <"$1/cells.jsonl"; else echo 0; fi; }
wait_for_cells() {  # FOLDER COUNT: until the run into FOLDER has journaled COUNT lines (30 s at most)
  for _ in $(seq 1 600); do
    [ "$(lines "$1")" -ge "$2" ] && return
    sleep 0.05
  done
}

"$BENCH" "${args[@]}" --output "$ROOT/fresh" 2>/dev/null

"$BENCH" "${args[@]}" --output "$ROOT/run" 2>"$ROOT/run.log" &
pid=$!
wait_for_cells "$ROOT/run" 5
# A second run into the same folder while the first holds it.
status=0
"$BENCH" "${args[@]}" --output "$ROOT/run" 2>"$ROOT/second.log" || status=$?
grep -q "another run (PID $pid)" "$ROOT/second.log" || { cat "$ROOT/second.log"; echo "FAIL: no refusal naming PID $pid"; exit 1; }
kill -INT "$pid"
status=0
wait "$pid" || status=$?
[ "$status" -eq 130 ] || { cat "$ROOT/run.log"; echo "FAIL: a stopped run exited $status, not 130"; exit 1; }
kept=$(($(lines "$ROOT/run") - 1))
python3 - "$ROOT/run/results.json" "$kept" "$ROOT/fresh/results.json" <<'PY'
import json, sys
run = json.load(open(sys.argv[1]))
total = len(json.load(open(sys.argv[3]))["results"])
partial = run["content"]["completeness"]["partial"]
assert len(run["results"]) == int(sys.argv[2]) == partial["measured"], (len(run["results"]), sys.argv[2])
assert len(partial["missing"]) == total - partial["measured"] > 0, partial
print("   stopped after %d of %d cells; the partial report lists the other %d" % (partial["measured"], total, len(partial["missing"])))
PY
# The stop message counts what "cells to measure" counted: the two add up.
python3 - "$ROOT/run.log" <<'PY'
import re, sys
text = open(sys.argv[1]).read()
total = int(re.search(r"(\d+) cells to measure", text).group(1))
stopped = re.search(r"partial report of (\d+) cells .*\((\d+) not measured", text)
assert stopped and int(stopped.group(1)) + int(stopped.group(2)) == total, (stopped and stopped.groups(), total)
print("   the stop message: %s measured + %s not measured = %d cells to measure" % (stopped.group(1), stopped.group(2), total))
PY

# `timeout -s INT` signals the run and its process group at once: two SIGINTs within a second are one
# request to stop, and the run still writes its partial report.
status=0
# Not --time-only: the whole report, REPORT.md included.
timeout --preserve-status -s INT 6 "$BENCH" "${args[@]/--time-only/--quick}" --output "$ROOT/timeout" \
  2>"$ROOT/timeout.log" || status=$?
[ "$status" -eq 130 ] || { cat "$ROOT/timeout.log"; echo "FAIL: a run stopped by timeout -s INT exited $status, not 130"; exit 1; }
grep -q "partial" "$ROOT/timeout/REPORT.md" || { cat "$ROOT/timeout.log"; echo "FAIL: no partial REPORT.md after timeout -s INT"; exit 1; }
echo "   timeout -s INT: stopped, exit 130, a partial REPORT.md"

# The supervisor killed with SIGKILL runs no handler: its worker must still end (PR_SET_PDEATHSIG).
"$BENCH" "${args[@]}" --output "$ROOT/orphan" 2>"$ROOT/orphan.log" &
supervisor=$!
wait_for_cells "$ROOT/orphan" 3
worker=$(grep -l "^PPid:[[:space:]]*$supervisor\$" /proc/[0-9]*/status 2>/dev/null | head -1 | cut -d/ -f3)
[ -n "$worker" ] || { echo "FAIL: no worker under the supervisor $supervisor"; exit 1; }
kill -KILL "$supervisor"
wait "$supervisor" 2>/dev/null || true
sleep 2
if kill -0 "$worker" 2>/dev/null; then
  kill -KILL "$worker"
  echo "FAIL: the worker $worker outlived its supervisor by 2 s"
  exit 1
fi
echo "   the supervisor killed with SIGKILL: its worker is gone within 2 s"

status=0
"$BENCH" "${args[@]}" --filter 'github_user/archive' --resume "$ROOT/run" 2>"$ROOT/other.log" || status=$?
grep -q "cannot resume it: its options were" "$ROOT/other.log" || { cat "$ROOT/other.log"; echo "FAIL: other options were not refused"; exit 1; }

"$BENCH" "${args[@]}" --resume "$ROOT/run" 2>"$ROOT/resume.log"
python3 - "$ROOT/run/results.json" "$ROOT/fresh/results.json" <<'PY'
import json, sys
resumed, fresh = (json.load(open(p)) for p in sys.argv[1:])
keys = lambda run: [(r["workload"], r["operation"], r["implementation"]) for r in run["results"]]
assert keys(resumed) == keys(fresh), (keys(resumed), keys(fresh))
assert "resumed" in resumed["content"]["completeness"], resumed["content"]["completeness"]
assert all(r["samples"] or r.get("unavailable") for r in resumed["results"])
print("   resumed: the same %d cells, in the same order, as a fresh run" % len(keys(fresh)))
PY
[ ! -e "$ROOT/run/.modelbench.lock" ] || { echo "FAIL: the lock outlived the run"; exit 1; }

# One cell traps in its output check, and the reference's (which has none) never ends while it is timed:
# each costs that cell only.
status=0
"$BENCH" "${args[@]}" --inject-fault 'trap:github_user/model→dict/mj' --inject-fault 'hang:github_user/dict→model/hand' \
  --cell-time-limit 5 --output "$ROOT/faults" 2>"$ROOT/faults.log" || status=$?
[ "$status" -eq 1 ] || { cat "$ROOT/faults.log"; echo "FAIL: a run with failed cells exited $status, not 1"; exit 1; }
python3 - "$ROOT/faults/results.json" "$ROOT/fresh/results.json" <<'PY'
import json, sys
faults, fresh = (json.load(open(p)) for p in sys.argv[1:])
keys = lambda run: [(r["workload"], r["operation"], r["implementation"]) for r in run["results"]]
assert keys(faults) == keys(fresh), (keys(faults), keys(fresh))
failed = {r["operation"] + "/" + r["implementation"]: r["unavailable"] for r in faults["results"]
          if (r.get("unavailable") or "").startswith("failed")}
assert set(failed) == {"model→dict/mj", "dict→model/hand"}, failed
assert "SIGILL" in failed["model→dict/mj"] and "injected fault" in failed["model→dict/mj"], failed
assert "time limit of 5 s" in failed["dict→model/hand"], failed
assert all(r["samples"] or r.get("unavailable") for r in faults["results"])
print("   a trapping and a hanging cell are reported failed; the other %d cells are measured" % (len(fresh["results"]) - 2))
PY
# Fixtures that cannot be found: said on the console, with the path and the variable, and exit 1.
status=0
MODELBENCH_FIXTURES=/nonexistent "$BENCH" "${args[@]}" --output "$ROOT/nofixtures" 2>"$ROOT/nofixtures.log" || status=$?
[ "$status" -eq 1 ] && grep -q "workload github_user was not measured: its input cannot be loaded: .*/nonexistent/github_user.json.*MODELBENCH_FIXTURES" "$ROOT/nofixtures.log" \
  || { cat "$ROOT/nofixtures.log"; echo "FAIL: missing fixtures exited $status without saying so"; exit 1; }
echo "   missing fixtures: named on the console, exit 1"
# The output checks alone: every built-in implementation agrees with hand-written code on the quick workloads.
"$BENCH" run --check-only --quick 2>"$ROOT/check.log" || { cat "$ROOT/check.log"; echo "FAIL: check-only"; exit 1; }
grep -Eq "checked the output of [0-9]+ cells against Hand-written's in [0-9.]+ s; 0 wrong" "$ROOT/check.log" \
  || { cat "$ROOT/check.log"; echo "FAIL: check-only said nothing"; exit 1; }
echo "   $(sed 's/^modelbench: //' "$ROOT/check.log")"
echo "resume-check: stop, partial report, lock, refusal, resume, failed cells, missing fixtures and output checks hold"
