#!/usr/bin/env bash
# Opens a report folder's REPORT.html in headless Chromium as a reader would: fails on any console
# message of level warning or error, any failed resource, or a page script that did not finish; checks
# that every median on the page is the one in results.json; that the answer's verdicts end on the first
# screen at 1280×800; keeps a screenshot of that screen (DIR/screenshot.png). Usage:
# Scripts/browser-check.sh DIR
set -euo pipefail
dir=${1:?usage: Scripts/browser-check.sh DIR}
page="$(cd "$dir" && pwd)/REPORT.html"
test -f "$page" || { echo "browser-check: no $page" >&2; exit 1; }
chromium=$(command -v chromium || command -v chromium-browser || true)
test -n "$chromium" || { echo "browser-check: chromium is not installed (make deps-browser)" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# --no-sandbox: CI runs as root, where Chromium's sandbox refuses to start.
flags=(--headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run "--user-data-dir=$work/profile"
  --enable-logging=stderr --v=0 --virtual-time-budget=10000 "--window-size=1280,800")
start=$SECONDS
"$chromium" "${flags[@]}" --dump-dom "file://$page" >"$work/dom.html" 2>"$work/log" || {
  cat "$work/log" >&2; echo "browser-check: chromium failed on $page" >&2; exit 1; }
"$chromium" "${flags[@]}" --screenshot="$work/screenshot.png" "file://$page" \
  >/dev/null 2>>"$work/log"
# Console messages reach the log as CONSOLE lines; failed loads as net:: errors.
if grep -E 'CONSOLE|Uncaught|Failed to load resource|net::ERR_|Refused to' "$work/log" >&2; then
  echo "browser-check: the page logged the lines above" >&2
  exit 1
fi
grep -q 'data-ready="true"' "$work/dom.html" || {
  echo "browser-check: the page's script did not finish (no data-ready on <body>)" >&2; exit 1; }
# The page says where its verdicts end at this width (data-verdicts-bottom, in CSS pixels).
bottom=$(grep -o 'data-verdicts-bottom="[0-9]*"' "$work/dom.html" | grep -o '[0-9]*' || true)
if [ -n "$bottom" ] && [ "$bottom" -gt 800 ]; then
  echo "browser-check: the answer's verdicts end at ${bottom} px, past the first screen at 1280×800" >&2
  exit 1
fi
python3 "$(dirname "$0")/browser-check-numbers.py" "$work/dom.html" "$dir/results.json"
cp "$work/screenshot.png" "$dir/screenshot.png"
echo "browser-check: $page passed in $((SECONDS - start)) s; verdicts end at ${bottom:-–} px; screenshot in $dir/screenshot.png"
