#!/usr/bin/env bash
# without-warnings.sh COMMAND…: runs COMMAND (a build or `swift test`), its output passed through, and
# fails when the compiler warned about this package's own code (Sources/, Tests/, or a macro expanded in
# them); other packages' warnings are theirs. In CI the build starts from nothing, so every file is
# compiled and every warning shows; an incremental build shows only those of the files it compiled.
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1
log=$(mktemp)
trap 'rm -f "$log"' EXIT
"$@" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
warnings=$(grep -E "^($PWD/)?(Sources|Tests)/[^:]+:[0-9]+:[0-9]+: warning:|^macro expansion [^:]+:[0-9]+:[0-9]+: warning:" "$log" \
  | sort -u)
if [ -n "$warnings" ]; then
  echo "$warnings"
  echo "without-warnings: the compiler warned about this package's code ($(wc -l <<<"$warnings") places, above)"
  [ "$status" -ne 0 ] || status=1
fi
exit "$status"
