#!/usr/bin/env bash
# `history` and `bisect` end to end on a test repository: this package's committed tree, then four
# commits on top — the README, a real regression (YYStyle's dictionary walk looks every key up a
# second time), an MJStyle comment, the Makefile. `bisect` runs first and must name the regression's
# commit having built at most ⌈log₂ 4⌉ + 2 = 4 commits; `history` then records all five (building only
# those bisect did not) and must report exactly one step, at that commit, on YYStyle's cell; its charts
# must render. The repository, its builds and its reports live in .build-history-check/.
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
BENCH=.build/release/modelbench
root=$PWD/.build-history-check
repo=$root/repo
cell='github_user/dict→model/yy'

$SWIFT build -c release --product modelbench
rm -rf "$root"
mkdir -p "$repo"
git archive HEAD | tar -x -C "$repo"
commit() { git -C "$repo" -c user.name=history-check -c user.email=history-check@localhost commit -q -a -m "$1"; }
git -C "$repo" init -q
git -C "$repo" add -A
commit "Base: ModelBench at $(git rev-parse --short HEAD)"
echo >> "$repo/README.md"
commit "README: a blank line"
# The regression: YYStyle's dictionary walk looks every key of the input up in the mapper once more
# before it starts (the result decides an early return that never happens, so it is not optimised away).
file=$repo/Sources/YYStyle/YYConversion.swift
anchor='static func apply(_ dictionary: [String: Any], meta: YYModelMeta, base: MutableModelBase) {'
grep -qF "$anchor" "$file" || { echo "history-check: YYConversion.apply not found; update the injection" >&2; exit 1; }
perl -0pi -e 's/\Q'"$anchor"'\E/$&\n    var mappedAgain = 0\n    for key in dictionary.keys where meta.mapper[key] != nil { mappedAgain += 1 }\n    if mappedAgain > dictionary.count { return }/' "$file"
grep -q mappedAgain "$file"
commit "YYStyle: every key looked up twice (the injected regression)"
regression=$(git -C "$repo" rev-parse HEAD)
echo "// history-check: a comment that changes no code" >> "$repo/Sources/MJStyle/MJStyle.swift"
commit "MJStyle: a comment"
echo "# history-check: a comment" >> "$repo/Makefile"
commit "Makefile: a comment"
base=$(git -C "$repo" rev-list --max-parents=0 HEAD)

status=0
$BENCH bisect --cell "$cell" --good "$base" --bad HEAD --package-path "$repo" --work "$root/work" \
  | tee "$root/bisect.txt" || status=$?
[ "$status" -eq 1 ] || { echo "history-check: bisect exited with $status, expected 1 (regressed)" >&2; exit 1; }
grep -q "^First moved: $regression " "$root/bisect.txt" \
  || { echo "history-check: bisect did not name $regression" >&2; exit 1; }
built=$(sed -n 's/.*; built \([0-9]*\)\.$/\1/p' "$root/bisect.txt")
[ -n "$built" ] && [ "$built" -le 4 ] \
  || { echo "history-check: bisect built '${built}' commits, more than 4" >&2; exit 1; }

$BENCH history --range "$base..HEAD" --filter github_user/dict→model/ --skip /codable --skip /yy-direct --package-path "$repo" \
  --work "$root/work" --file "$root/history.jsonl" --output "$root/report" | tee "$root/history.txt"
grep -q "^history: 5 commits recorded (5 counted), $((5 - built)) built in this run" "$root/history.txt" \
  || { echo "history-check: history did not count the five commits, reusing bisect's runners" >&2; exit 1; }
steps=$(grep -c '^step ' "$root/history.txt" || true)
[ "$steps" -eq 1 ] || { echo "history-check: $steps steps reported, expected exactly 1" >&2; exit 1; }
grep -q "^step ${regression:0:7} $cell " "$root/history.txt" \
  || { echo "history-check: the step is not at ${regression:0:7} on $cell" >&2; exit 1; }
for chart in "$root"/report/charts/*.svg; do rsvg-convert "$chart" -o "${chart%.svg}.png"; done
# A rerun records nothing new and builds nothing.
$BENCH history --range "$base..HEAD" --filter github_user/dict→model/ --skip /codable --skip /yy-direct --package-path "$repo" \
  --work "$root/work" --file "$root/history.jsonl" --output "$root/report" > "$root/rerun.txt"
grep -q "^history: 5 commits recorded (5 counted), 0 built in this run" "$root/rerun.txt" \
  || { echo "history-check: the rerun did not skip the recorded commits" >&2; exit 1; }
[ "$(wc -l < "$root/history.jsonl")" -eq 5 ] || { echo "history-check: the rerun appended records" >&2; exit 1; }
echo "history-check: bisect named ${regression:0:7} building $built of 5 commits; history found 1 step there"
