#!/usr/bin/env bash
# `history` and `bisect` on a user's own package, as a new user would run them, twice:
# 1. `modelbench scaffold` on github_user.json, the package made a git repository of its own with four
#    commits (the scaffold, a README edit, one that makes the hand-written decoder slower, a comment);
# 2. Examples/CustomImplementation copied out as a repository of its own (its dependency on ModelBench
#    made an absolute path, as after a move), with a commit that makes its mapper slower.
# Then each package's own runner:
#   bisect --cell '<cell>' --good <second> must exit 1 naming the slow commit;
#   history --range <second>..HEAD must record three commits with exactly one step, at the slow commit;
#   instructions --record, then --baseline, must exit 0 (unchanged; the scaffolded package);
# and the scaffolded package's .github/workflows/modelbench.yml, its jobs run here in order (part 3).
# Each commit's runner is built in ModelBench's own release folder (--scratch-path), so that ModelBench's
# modules are reused: each build compiles the package's own modules only.
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
FIXTURES=${MODELBENCH_FIXTURES:-../shared/fixtures}
BENCH=.build/release/modelbench
SCRATCH=${SCAFFOLD_SCRATCH:-$(pwd)/.build}
root=$PWD/.build-package-history
package=$root/Shop
cell='github_user/dict→model/hand'

$SWIFT build -c release --product modelbench
rm -rf "$root"
mkdir -p "$root"
"$BENCH" scaffold "$FIXTURES/github_user.json" --name Shop --output "$package" --dependency "$PWD" >/dev/null
commit() { git -C "$package" -c user.name=history-check -c user.email=history-check@localhost commit -q -a -m "$1"; }
git -C "$package" init -q -b main
git -C "$package" add -A
commit "Scaffold Shop from github_user.json"
first=$(git -C "$package" rev-parse HEAD)
echo "Models for our API's user." >> "$package/README.md"
commit "README: what the models are for"
second=$(git -C "$package" rev-parse HEAD)
# The regression: the hand-written decoder hashes every key into a set before it starts (the count decides
# a trap that never happens, so it is not optimised away).
file=$package/Sources/ShopModels/Models+HandWritten.swift
anchor='public convenience init(handWritten d: [String: Any]) {'
grep -qF "$anchor" "$file" || { echo "package-history-check: no hand-written init in $file" >&2; exit 1; }
perl -0pi -e 's/\Q'"$anchor"'\E/$&\n    if Set(d.keys).count > d.count { fatalError("a key twice") }/' "$file"
grep -q 'Set(d.keys)' "$file"
commit "Hand-written decoder: every key hashed once more"
slow=$(git -C "$package" rev-parse HEAD)
echo "// Reviewed." >> "$package/Sources/ShopModels/Models.swift"
commit "Models: a comment"

# bisect and history by the package's own runner: NAME PACKAGE PRODUCT CELL SECOND SLOW FILTER
check_package() {
  local name=$1 package=$2 product=$3 cell=$4 second=$5 slow=$6 filter=$7
  local runner=$root/$name/bin/$product out=$root/$name
  mkdir -p "$out/bin"
  (cd "$package" && $SWIFT build -c release --scratch-path "$SCRATCH" --product "$product" >/dev/null)
  # Kept aside: each past commit's build in the same build folder replaces the one there.
  cp -R "$SCRATCH/release/$product" "$SCRATCH"/release/*.resources "$out/bin/"
  local status=0
  (cd "$package" && "$runner" bisect --cell "$cell" --good "$second" --work "$out/work" --scratch-path "$SCRATCH") \
    | tee "$out/bisect.txt" || status=$?
  [ "$status" -eq 1 ] || { echo "package-history-check: $name: bisect exited with $status, expected 1" >&2; exit 1; }
  grep -q "^First moved: $slow " "$out/bisect.txt" \
    || { echo "package-history-check: $name: bisect did not name $slow" >&2; exit 1; }
  local started=$SECONDS
  (cd "$package" && "$runner" history --range "$second..HEAD" --filter "$filter" --skip /codable \
    --work "$out/work" --scratch-path "$SCRATCH" --file "$out/history.jsonl" --output "$out/report") \
    | tee "$out/history.txt"
  grep -q "^history: 3 commits recorded (3 counted)" "$out/history.txt" \
    || { echo "package-history-check: $name: history did not record three commits" >&2; exit 1; }
  local steps
  steps=$(grep -c '^step ' "$out/history.txt" || true)
  [ "$steps" -eq 1 ] || { echo "package-history-check: $name: $steps steps, expected exactly 1" >&2; exit 1; }
  grep -q "^step ${slow:0:7} $cell " "$out/history.txt" \
    || { echo "package-history-check: $name: the step is not at ${slow:0:7} on $cell" >&2; exit 1; }
  echo "package-history-check: $name: bisect named ${slow:0:7}; history of 3 commits in $((SECONDS - started)) s, one step there"
}

check_package scaffolded "$package" shop-bench "$cell" "$second" "$slow" 'dict→model/'

# A baseline of the package's own, recorded and checked by the package's runner.
runner=$root/scaffolded/bin/shop-bench
"$runner" instructions --filter 'dict→model/' --skip /codable --record "$root/baseline.json" \
  --output "$root/instructions" >/dev/null
"$runner" instructions --filter 'dict→model/' --skip /codable --baseline "$root/baseline.json" \
  --output "$root/instructions" >/dev/null \
  || { echo "package-history-check: the package's baseline check did not pass" >&2; exit 1; }
[ -s "$root/baseline.json" ] || { echo "package-history-check: no baseline written" >&2; exit 1; }

# 3. The scaffolded package's CI workflow, its jobs run here as GitHub would run them
# (Scripts/run-workflow.py): the pull request from the second commit to HEAD must fail on the slow commit
# with the table in the step summary; the history in 3 shards, joined, must step there and only there.
workflow=$package/.github/workflows/modelbench.yml
ci=$root/ci
mkdir -p "$ci"
run_job() {  # JOB [run-workflow options…]
  local job=$1
  shift
  python3 Scripts/run-workflow.py "$workflow" "$job" --cwd "$package" --artifacts "$ci/artifacts" \
    --cache "$ci/cache" --leave-out-setup \
    --env BIN="$SCRATCH/release" --env BUILD_ARGS="--scratch-path $SCRATCH" \
    --env COMMIT_BUILD_ARGS="--work $ci/work --scratch-path $SCRATCH" --env GITHUB_STEP_SUMMARY="$ci/summary.md" "$@"
}
# The pull request as GitHub checks it out: a merge commit whose first parent is the base (the second
# commit) and whose tree is main's.
git -C "$package" checkout -q -b pull-request-merge "$second"
git -C "$package" -c user.name=history-check -c user.email=history-check@localhost merge -q --no-ff main \
  -m "Merge main into the base"
status=0
run_job pull-request >"$ci/pull-request.txt" 2>&1 || status=$?
git -C "$package" checkout -q main
[ -d "$ci/artifacts/pull-request" ] || { echo "package-history-check: the failed job kept no results" >&2; exit 1; }
[ "$status" -eq 1 ] || { cat "$ci/pull-request.txt"; echo "package-history-check: the pull-request job exited $status, expected 1" >&2; exit 1; }
grep -q "regress" "$ci/summary.md" && grep -q "$cell" "$ci/summary.md" \
  || { echo "package-history-check: the step summary has no regression of $cell" >&2; exit 1; }
# Each shard in a folder of its own, as on a machine of its own (their builds still share the build folder).
shard_times=""
for shard in 1 2 3; do
  started=$SECONDS
  run_job history --matrix shard=$shard --env COMMIT_BUILD_ARGS="--work $ci/work-$shard --scratch-path $SCRATCH" \
    >"$ci/history-$shard.txt" 2>&1
  shard_times="$shard_times $((SECONDS - started)) s"
done
# The same range unsharded, in a fresh folder, to compare the wall time (HISTORY_UNSHARDED=1; CI leaves it
# out for time: HistoryShardTests already holds the joined shards equal to an unsharded record).
if [ -n "${HISTORY_UNSHARDED:-}" ]; then
  started=$SECONDS
  (cd "$package" && "$runner" history --range ..HEAD --file "$ci/unsharded.jsonl" --output "$ci/unsharded" \
    --skip /codable --work "$ci/work-all" --scratch-path "$SCRATCH") >"$ci/unsharded.txt" 2>&1 \
    || { cat "$ci/unsharded.txt"; echo "package-history-check: the unsharded history failed" >&2; exit 1; }
  echo "package-history-check: ..HEAD (4 commits) unsharded in $((SECONDS - started)) s"
fi
echo "package-history-check: ..HEAD (4 commits) in 3 shards:$shard_times"
run_job history-report >"$ci/history-report.txt" 2>&1 || { cat "$ci/history-report.txt"; exit 1; }
grep -q "^history: 4 commits recorded (4 counted), 0 built in this run" "$ci/history-report.txt" \
  || { echo "package-history-check: the workflow's report did not join the four commits" >&2; exit 1; }
# Every cell the decoder serves steps there (dict→model and bytes→model), and nowhere else.
grep '^step ' "$ci/history-report.txt" | grep -qv "^step ${slow:0:7} " \
  && { echo "package-history-check: the workflow's report has a step elsewhere than ${slow:0:7}" >&2; exit 1; }
grep -q "^step ${slow:0:7} $cell " "$ci/history-report.txt" \
  || { echo "package-history-check: the workflow's report has no step of $cell at ${slow:0:7}" >&2; exit 1; }
[ -s "$package/.build/modelbench/history/HISTORY.md" ] || { echo "package-history-check: no HISTORY.md" >&2; exit 1; }
echo "package-history-check: the workflow's pull-request job failed on ${slow:0:7}; its 3 history shards joined step there only"

# 4. package-benchmark's baselines on the scaffolded package, as its users run them: a baseline of the
# second commit, checked clean there and failed on the commit that adds allocations to the hand-written
# decoder (its malloc count is held exactly). `swift package` exits 1 on a regression and on improvements
# only alike; the plugin's error says which. Built in ModelBench's release folder, as make
# package-benchmark builds ModelBench's own.
pb_cells='github_user/dict.model/(hand|yy)$'
pb() {  # OUTPUT ARGUMENTS…: swift package benchmark in the nested package, its exit status
  local out=$1 status=0
  shift
  (cd "$package/PackageBenchmark" && $SWIFT package --scratch-path "$SCRATCH" --allow-writing-to-package-directory \
    benchmark "$@" --filter "$pb_cells" --no-progress) >"$out" 2>&1 || status=$?
  return "$status"
}
git -C "$package" checkout -q "$second"
pb "$ci/pb-update.txt" baseline update main \
  || { tail -30 "$ci/pb-update.txt"; echo "package-history-check: baseline update failed" >&2; exit 1; }
[ -d "$package/PackageBenchmark/.benchmarkBaselines" ] && [ -z "$(git -C "$package" status --porcelain)" ] \
  || { echo "package-history-check: the baseline is not kept in an ignored .benchmarkBaselines/" >&2; exit 1; }
if ! pb "$ci/pb-clean.txt" baseline check main; then
  grep -q "benchmarkThresholdImprovement" "$ci/pb-clean.txt" && ! grep -q "benchmarkThresholdRegression" "$ci/pb-clean.txt" \
    || { tail -40 "$ci/pb-clean.txt"; echo "package-history-check: baseline check failed on a clean commit" >&2; exit 1; }
fi
git -C "$package" checkout -q "$slow"
pb "$ci/pb-slow.txt" baseline check main \
  && { echo "package-history-check: baseline check passed on ${slow:0:7}" >&2; exit 1; }
grep -q "benchmarkThresholdRegression" "$ci/pb-slow.txt" && grep -q "│ Malloc (total)" "$ci/pb-slow.txt" \
  || { tail -40 "$ci/pb-slow.txt"; echo "package-history-check: no allocation regression on ${slow:0:7}" >&2; exit 1; }
# Wall clock is shown, not judged (a shared machine's runs differ by more): the slow commit's decoder
# takes longer too, and no time deviation is reported.
! grep -q "│ Time (wall clock)\|│ Throughput" "$ci/pb-slow.txt" \
  || { tail -40 "$ci/pb-slow.txt"; echo "package-history-check: baseline check judged wall clock" >&2; exit 1; }
git -C "$package" checkout -q main
echo "package-history-check: package-benchmark's baseline check passed on ${second:0:7} and failed on ${slow:0:7}'s mallocs"

# 5. The custom-implementation example, as a repository of its own.
custom=$root/Custom
cp -R Examples/CustomImplementation "$custom"
rm -rf "$custom/.build"
sed -i "s|path: \"../..\"|path: \"$PWD\"|" "$custom/Package.swift"
grep -q "path: \"$PWD\"" "$custom/Package.swift"
git -C "$custom" init -q
git -C "$custom" add -A
commit_in() { git -C "$1" -c user.name=history-check -c user.email=history-check@localhost commit -q -a -m "$2"; }
commit_in "$custom" "ExplicitMapper, out of ModelBench's examples"
echo "// Our fork of the example." >> "$custom/Sources/ExplicitMapper/Map.swift"
commit_in "$custom" "Map: a comment"
custom_second=$(git -C "$custom" rev-parse HEAD)
# The regression: every key of the mapped object is hashed into a set each time a field is mapped.
map=$custom/Sources/ExplicitMapper/Map.swift
anchor='path = key.split(separator: ".").map(String.init)'
grep -qF "$anchor" "$map" || { echo "package-history-check: Map's subscript not found in $map" >&2; exit 1; }
perl -0pi -e 's/\Q'"$anchor"'\E/$&\n    if Set(json.keys).count > json.count { fatalError("a key twice") }/' "$map"
grep -q 'Set(json.keys)' "$map"
commit_in "$custom" "Map: every key hashed per field"
custom_slow=$(git -C "$custom" rev-parse HEAD)
echo "// Reviewed." >> "$custom/Sources/ExplicitMapper/ExplicitMapperAdapter.swift"
commit_in "$custom" "Adapter: a comment"
check_package custom "$custom" custom-bench 'github_user/dict→model/explicit' "$custom_second" "$custom_slow" \
  'github_user/dict→model/'
echo "package-history-check: first commit of the scaffolded package ${first:0:7}"
