#!/usr/bin/env bash
# make scaffold-check: `modelbench scaffold` end to end on the four fixture documents and on the edge-case
# samples of Tests/ModelScaffoldTests/Samples. Each generated package must build (release) with no warning
# and pass `swift format lint --strict`; `check` must pass on every fixture (every round-trip difference
# explained) and run on the edge cases (whose keys make differences the designs really have); and the
# scaffolded twitter's YYStyle ÷ hand-written and MJStyle ÷ YYStyle on dict→model must be within ±30 % of
# the built-in twitter models', by instructions per operation (callgrind: timed ratios moved by up to 38 %
# between runs on a shared two-core machine, counts do not move). The packages are built in this
# package's own build folder (SCAFFOLD_SCRATCH), so ModelBench's modules, compiled in release for
# modelbench, are not compiled again.
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
FIXTURES=${MODELBENCH_FIXTURES:-../shared/fixtures}
ROOT=.build-scaffold
OUT=$ROOT/packages
SCRATCH=${SCAFFOLD_SCRATCH:-$(pwd)/.build}
BENCH=.build/release/modelbench

$SWIFT build -c release --product modelbench
rm -rf "$OUT"
mkdir -p "$OUT"

scaffold() {  # name output samples…
  local name=$1 output=$2
  shift 2
  "$BENCH" scaffold "$@" --name "$name" --output "$OUT/$output"
}
scaffold GitHubUser github_user "$FIXTURES/github_user.json"
scaffold WeiboStatus weibo_status "$FIXTURES/weibo_status.json"
scaffold Twitter twitter "$FIXTURES/twitter.json"
scaffold CitmCatalog citm_catalog "$FIXTURES/citm_catalog.json"
scaffold EdgeCases edge_cases Tests/ModelScaffoldTests/Samples/edge_cases.json \
  Tests/ModelScaffoldTests/Samples/orders.json

failed=0
for package in github_user weibo_status twitter citm_catalog edge_cases; do
  dir=$OUT/$package
  executable=$(ls "$dir/Sources" | grep -- '-bench$')
  echo "== $package ($executable)"
  log=$ROOT/$package-build.log
  if ! (cd "$dir" && $SWIFT build -c release --scratch-path "$SCRATCH" >"../../$package-build.log" 2>&1); then
    cat "$log"
    echo "FAIL: $package does not build"
    failed=1
    continue
  fi
  if grep -E "warning:" "$log"; then
    echo "FAIL: $package builds with warnings"
    failed=1
  fi
  if ! (cd "$dir" && $SWIFT format lint --strict --recursive --configuration .swift-format Package.swift Sources); then
    echo "FAIL: $package is not swift-format clean"
    failed=1
  fi
  status=0
  "$SCRATCH/release/$executable" check --markdown "$ROOT/$package-behaviour.md" >/dev/null || status=$?
  grep -E "^\*\*|^\| [A-Z]" "$ROOT/$package-behaviour.md" || true
  if [ "$package" = edge_cases ]; then
    # The edge cases' keys make real differences (a dotted key is a key path to YYStyle and MJStyle, an
    # empty key is ignored, XYYStyle exports by property name): listed, exit 1; anything else is a failure.
    if [ "$status" -gt 1 ]; then echo "FAIL: check crashed on $package ($status)"; failed=1; fi
  elif [ "$status" -ne 0 ]; then
    echo "FAIL: $package has unexplained differences (see $ROOT/$package-behaviour.md)"
    failed=1
  fi
done

echo "== scaffolded twitter against the built-in twitter models, dict→model, by instructions per operation"
filters=()
for workload in twitter builtin-twitter; do
  for implementation in yy hand mj; do filters+=(--filter "$workload/dict→model/$implementation"); done
done
"$SCRATCH/release/twitter-bench" run --quick --time-only --instructions --alongside builtin-twitter \
  "${filters[@]}" --output "$ROOT/twitter-ratios" 2>/dev/null
"$BENCH" ratios "$ROOT/twitter-ratios/results.json" --workload twitter --reference builtin-twitter \
  --operations "dict→model" --pairs yy/hand,mj/yy --tolerance 0.30 --metric instructions || failed=1

if [ "$failed" -ne 0 ]; then
  echo "scaffold-check: FAILED"
  exit 1
fi
echo "scaffold-check: every package builds cleanly, every fixture's check passes, the ratios hold"
