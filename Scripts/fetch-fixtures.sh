#!/usr/bin/env bash
# Fetches the benchmark's JSON documents (Scripts/fixture-sources.txt) into DIR, each checked against its
# SHA-256, for a machine without ../shared/fixtures; then `MODELBENCH_FIXTURES=DIR` points the runner there.
# FIXTURES_MIRROR=FOLDER copies from a folder instead of downloading (the check in `make test`). A file
# whose digest differs is removed and named, and the script exits 1; nothing half-written is left in DIR.
#
#   Scripts/fetch-fixtures.sh DIR
set -euo pipefail
dir=${1:?usage: fetch-fixtures.sh DIR}
sources="$(dirname "$0")/fixture-sources.txt"
mkdir -p "$dir"
status=0
while read -r name digest url; do
  case "$name" in ''|'#'*) continue ;; esac
  partial="$dir/.$name.partial"
  if [ -n "${FIXTURES_MIRROR:-}" ]; then
    cp "$FIXTURES_MIRROR/$name" "$partial"
  else
    curl --fail --silent --show-error --location --retry 3 --output "$partial" "$url"
  fi
  actual=$(sha256sum "$partial" | cut -d' ' -f1)
  if [ "$actual" != "$digest" ]; then
    echo "fetch-fixtures: $name: SHA-256 $actual, expected $digest (from ${FIXTURES_MIRROR:-$url})" >&2
    rm -f "$partial"
    status=1
    continue
  fi
  mv "$partial" "$dir/$name"
done < "$sources"
[ "$status" -eq 0 ] && echo "fetch-fixtures: $(grep -c '^[a-z]' "$sources") documents in $dir"
exit "$status"
