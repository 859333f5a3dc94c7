#!/usr/bin/env bash
# make workflow-check: the CI workflows run as GitHub would run them on a team's first push, every step of
# every job ("Set up" ones included), as root in a clean Debian bookworm root made by debootstrap from
# Debian's packages, with only what the swift image has added (Scripts/swift-image-packages.txt, then the
# toolchain). No ModelBench checkout lies beside the package: ModelBench is reached only through its git
# URL, https://github.com/modelbench-ci/ModelBench, which a bare clone of this checkout's HEAD stands in
# for (as /opt/swift-packages stands in for GitHub's other packages on every machine here).
#
#   Scripts/workflow-check.sh [SCENARIO…]   (default: path missing-package scaffolded modelbench)
#
# Scenarios:
#   path             a package scaffolded with a path dependency: its pull-request job must fail at its
#                    first step, saying that CI cannot fetch ModelBench;
#   missing-package  the scaffolded workflow without libsimdjson-dev: "Build the runner" must fail on
#                    the missing header;
#   old-swift        the scaffolded workflow on swift:6.2-bookworm: refused, naming the container;
#   scaffolded       Tests/ModelScaffoldTests/Samples/real scaffolded against the URL, a repository with
#                    a pull request: the pull-request job, the three history shards and the report pass;
#   modelbench       ModelBench's own workflow on a clone of this checkout: the pull-request job (fixtures
#                    from $MODELBENCH_FIXTURES as the download's mirror) and the history of 2 commits.
set -euo pipefail
cd "$(dirname "$0")/.."
HERE=$PWD
SWIFT_VERSION=$(cat .swift-version)
FIXTURES=$(cd "${MODELBENCH_FIXTURES:-../shared/fixtures}" && pwd)
WORK=${WORKFLOW_CHECK_WORK:-$PWD/.build-workflow}
BASE=$WORK/base-root
BENCH=.build/release/modelbench
scenarios=${*:-path missing-package old-swift scaffolded modelbench}
URL=https://github.com/modelbench-ci/ModelBench

[ "$(id -u)" = 0 ] || { echo "workflow-check: run as root (debootstrap and chroot)" >&2; exit 1; }
command -v debootstrap >/dev/null || DEBIAN_FRONTEND=noninteractive apt-get install -y -qq debootstrap >/dev/null
installed=$(swift --version 2>&1 | sed -n 's/^Swift version \([0-9.]*\) .*/\1/p')
[ "$installed" = "$SWIFT_VERSION" ] \
  || { echo "workflow-check: .swift-version is $SWIFT_VERSION, this machine's Swift is $installed" >&2; exit 1; }
toolchain=$(dirname "$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")")
swift build -c release --product modelbench >/dev/null

# The swift image's root, made once and kept (debootstrap, then the image's packages).
started=$SECONDS
if [ ! -f "$BASE/.ready" ]; then
  rm -rf "$BASE"
  mkdir -p "$WORK"
  debootstrap --variant=minbase bookworm "$BASE" http://deb.debian.org/debian >"$WORK/debootstrap.log" 2>&1 \
    || { tail "$WORK/debootstrap.log"; exit 1; }
  cp /etc/resolv.conf "$BASE/etc/resolv.conf"
  # shellcheck disable=SC2046
  chroot "$BASE" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin DEBIAN_FRONTEND=noninteractive \
    bash -c "apt-get update -qq && apt-get install -y -qq $(sed -e 's/#.*//' Scripts/swift-image-packages.txt | xargs) \
      && rm -rf /var/lib/apt/lists/*" >"$WORK/image.log" 2>&1 || { tail "$WORK/image.log"; exit 1; }
  touch "$BASE/.ready"
fi
echo "workflow-check: the swift image's root in $((SECONDS - started)) s"

# Every mount under DIR, deepest first, undone; nothing is removed while one is left (a bound toolchain
# would be removed with it).
unmount_under() {
  local dir=$1 target
  for target in $(awk -v d="$dir/" 'index($2, d) == 1 { print $2 }' /proc/mounts | sort -r); do
    umount -R "$target" 2>/dev/null || umount -l "$target"
  done
  if awk -v d="$dir/" 'index($2, d) == 1 { found = 1 } END { exit !found }' /proc/mounts; then
    echo "workflow-check: mounts are left under $dir; not removing it" >&2
    exit 1
  fi
}
trap 'unmount_under "$WORK"' EXIT

# A fresh root for one job of SCENARIO in $WORK/SCENARIO/root, from the image's (each job of a workflow
# gets a new container): the toolchain and GitHub's stand-ins mounted read-only, the team's repositories
# ($WORK/SCENARIO/repos) where its checkout clones them from.
make_root() {
  root=$WORK/$1/root
  unmount_under "$root"
  rm -rf "${root:?}"
  cp -a "$BASE" "$root"
  mkdir -p "$root/opt/swift" "$root/opt/swift-packages" "$root/srv/github/modelbench-ci" "$root/srv/repos"
  mount --bind -o ro "$toolchain" "$root/opt/swift"
  mount --bind -o ro /opt/swift-packages "$root/opt/swift-packages"
  mount -t proc proc "$root/proc"
  mount --rbind /dev "$root/dev"
  cp /etc/resolv.conf "$root/etc/resolv.conf"
  cp -a "$WORK/$1/ModelBench.git" "$root/srv/github/modelbench-ci/ModelBench"
  if [ -d "$WORK/$1/repos" ]; then cp -a "$WORK/$1/repos/." "$root/srv/repos/"; fi
  printf '[url "/opt/swift-packages/"]\n\tinsteadOf = https://github.com/\n[url "/srv/github/modelbench-ci/"]\n\tinsteadOf = https://github.com/modelbench-ci/\n' \
    >"$root/etc/gitconfig"
}

# SCENARIO's folder: ModelBench's stand-in repository, and a git configuration that points the scaffold
# run here (which fetches the revision before it writes) at it.
make_scenario() {
  unmount_under "$WORK/$1"
  rm -rf "${WORK:?}/${1:?}"
  mkdir -p "$WORK/$1/repos"
  git clone -q --bare "$HERE" "$WORK/$1/ModelBench.git"
  printf '[url "%s/ModelBench.git"]\n\tinsteadOf = %s\n' "$WORK/$1" "$URL" >"$WORK/$1/gitconfig"
}

# A git repository of PACKAGE at $WORK/SCENARIO/repos/NAME.git: the scaffold, then a pull request (a
# README line) merged as GitHub checks it out; prints the merge commit.
publish() {
  local scenario=$1 name=$2 package=$3
  local git=(git -C "$package" -c user.name=workflow-check -c user.email=workflow-check@localhost)
  "${git[@]}" init -q -b main
  "${git[@]}" add -A
  "${git[@]}" commit -q -m "Scaffold $name"
  "${git[@]}" checkout -q -b pull-request
  echo "A line from the pull request." >>"$package/README.md"
  "${git[@]}" commit -q -a -m "README: a line"
  "${git[@]}" checkout -q main
  "${git[@]}" checkout -q -b merge
  "${git[@]}" merge -q --no-ff pull-request -m "Merge pull-request into main"
  rm -rf "$WORK/$scenario/repos/$name.git"
  git clone -q --bare "$package" "$WORK/$scenario/repos/$name.git"
  git -C "$package" rev-parse HEAD
}

# run_job SCENARIO WORKFLOW JOB NAME REF [run-workflow options…]: JOB in a fresh root, the repository NAME
# checked out at REF in /__w/NAME/NAME (GitHub's workspace, the same path in every job); its output in
# SCENARIO/JOB[-SHARD].log.
run_job() {
  local scenario=$1 workflow=$2 job=$3 name=$4 ref=$5
  shift 5
  local log=$WORK/$scenario/$job${MATRIX_SHARD:+-$MATRIX_SHARD}.log started=$SECONDS status=0
  make_root "$scenario"
  python3 Scripts/run-workflow.py "$workflow" "$job" --root "$root" --repository "/srv/repos/$name.git" \
    --ref "$ref" --swift "$SWIFT_VERSION" --cwd "/__w/$name/$name" \
    --artifacts "$WORK/$scenario/artifacts" --cache "$WORK/$scenario/cache" "$@" >"$log" 2>&1 || status=$?
  unmount_under "$root"
  echo "workflow-check: $scenario: $job${MATRIX_SHARD:+ shard $MATRIX_SHARD} exit $status in $((SECONDS - started)) s" >&2
  return "$status"
}

# expect_failure SCENARIO LOG STEP TEXT: the job failed at STEP, and its log says TEXT.
expect_failure() {
  grep -q "^run-workflow: $3: exit " "$2" && grep -qF "$4" "$2" \
    || { tail -30 "$2"; echo "FAIL: $1: expected the step '$3' to fail, saying '$4'" >&2; exit 1; }
  echo "workflow-check: $1: failed at '$3', as it must: $(grep -m1 -F "$4" "$2" | cut -c1-160)"
}

scaffold_into() {  # SCENARIO DEPENDENCY-ARGS…: the RealAPIs package in SCENARIO/RealAPIs
  local scenario=$1
  shift
  GIT_CONFIG_GLOBAL=$WORK/$scenario/gitconfig "$BENCH" scaffold Tests/ModelScaffoldTests/Samples/real/*.json \
    --name RealAPIs --output "$WORK/$scenario/RealAPIs" "$@" >"$WORK/$scenario/scaffold.log"
}

for scenario in $scenarios; do
  started=$SECONDS
  make_scenario "$scenario"
  case $scenario in
  path)
    scaffold_into path --dependency "$HERE"
    ref=$(publish path RealAPIs "$WORK/path/RealAPIs")
    run_job path "$WORK/path/RealAPIs/.github/workflows/modelbench.yml" pull-request RealAPIs "$ref" \
      && { echo "FAIL: path: the job passed" >&2; exit 1; }
    expect_failure path "$WORK/path/pull-request.log" "Check that CI can fetch ModelBench" \
      "reaches ModelBench by a path"
    ;;
  missing-package | old-swift)
    scaffold_into "$scenario" --dependency "$URL" --revision HEAD
    workflow=$WORK/$scenario/RealAPIs/.github/workflows/modelbench.yml
    if [ "$scenario" = missing-package ]; then
      sed -i 's/ libsimdjson-dev / /' "$workflow"
    else
      sed -i "s/swift:$SWIFT_VERSION-bookworm/swift:6.2-bookworm/" "$workflow"
    fi
    ref=$(publish "$scenario" RealAPIs "$WORK/$scenario/RealAPIs")
    run_job "$scenario" "$workflow" pull-request RealAPIs "$ref" && { echo "FAIL: $scenario: the job passed" >&2; exit 1; }
    if [ "$scenario" = missing-package ]; then
      expect_failure "$scenario" "$WORK/$scenario/pull-request.log" "Build the runner" "'simdjson.h' file not found"
    else
      grep -q "its container swift:6.2-bookworm cannot be had here" "$WORK/$scenario/pull-request.log" \
        || { cat "$WORK/$scenario/pull-request.log"; echo "FAIL: old-swift: not refused" >&2; exit 1; }
      echo "workflow-check: old-swift: refused, as it must: $(cat "$WORK/$scenario/pull-request.log")"
    fi
    ;;
  scaffolded)
    scaffold_into scaffolded --dependency "$URL" --revision HEAD
    grep -q "revision: \"$(git rev-parse HEAD)\"" "$WORK/scaffolded/RealAPIs/Package.swift"
    ref=$(publish scaffolded RealAPIs "$WORK/scaffolded/RealAPIs")
    workflow=$WORK/scaffolded/RealAPIs/.github/workflows/modelbench.yml
    run_job scaffolded "$workflow" pull-request RealAPIs "$ref"
    for shard in 1 2 3; do
      MATRIX_SHARD=$shard run_job scaffolded "$workflow" history RealAPIs "$ref" --matrix shard=$shard
    done
    run_job scaffolded "$workflow" history-report RealAPIs "$ref"
    grep -q "^history: 2 commits recorded (2 counted), 0 built in this run" "$WORK/scaffolded/history-report.log" \
      || { tail -20 "$WORK/scaffolded/history-report.log"; echo "FAIL: scaffolded: no joined history" >&2; exit 1; }
    # The next week: one commit more. The shards start from the kept history, so only it is built.
    echo "// Reviewed." >>"$WORK/scaffolded/RealAPIs/Sources/RealAPIsModels/Models.swift"
    git -C "$WORK/scaffolded/RealAPIs" -c user.name=workflow-check -c user.email=workflow-check@localhost \
      commit -q -a -m "Models: a comment"
    ref=$(git -C "$WORK/scaffolded/RealAPIs" rev-parse HEAD)
    rm -rf "$WORK/scaffolded/repos/RealAPIs.git"
    git clone -q --bare "$WORK/scaffolded/RealAPIs" "$WORK/scaffolded/repos/RealAPIs.git"
    mv "$WORK/scaffolded/artifacts" "$WORK/scaffolded/artifacts-week-1"
    for shard in 1 2 3; do
      MATRIX_SHARD=$shard run_job scaffolded "$workflow" history RealAPIs "$ref" --matrix shard=$shard
      mv "$WORK/scaffolded/history-$shard.log" "$WORK/scaffolded/week-2-history-$shard.log"
    done
    run_job scaffolded "$workflow" history-report RealAPIs "$ref"
    built=$(cat "$WORK"/scaffolded/week-2-history-*.log | sed -n 's/^history: shard .*, \([0-9]*\) built in this run.*/\1/p' \
      | awk '{ n += $1 } END { print n + 0 }')
    grep -q "^history: 3 commits recorded (3 counted), 0 built in this run" "$WORK/scaffolded/history-report.log" \
      && [ "$built" -eq 1 ] \
      || { tail -20 "$WORK/scaffolded/history-report.log"; echo "FAIL: scaffolded: the second week built $built commits, expected 1" >&2; exit 1; }
    echo "workflow-check: scaffolded: the second week built 1 commit and joined 3"
    ;;
  modelbench)
    git clone -q "$HERE" "$WORK/modelbench/ModelBench"
    ref=$(git -C "$WORK/modelbench/ModelBench" rev-parse HEAD)
    git clone -q --bare "$WORK/modelbench/ModelBench" "$WORK/modelbench/repos/ModelBench.git"
    mkdir -p "$WORK/modelbench/fixtures" && cp "$FIXTURES"/*.json "$WORK/modelbench/fixtures/"
    workflow=$WORK/modelbench/ModelBench/.github/workflows/modelbench.yml
    # The fixtures' download is stood in for by a copy: the same script, checking the same digests.
    mirror=(--env FIXTURES_MIRROR=/srv/repos/fixtures)
    cp -a "$WORK/modelbench/fixtures" "$WORK/modelbench/repos/fixtures"
    run_job modelbench "$workflow" pull-request ModelBench "$ref" "${mirror[@]}"
    for shard in 1 2 3; do
      MATRIX_SHARD=$shard run_job modelbench "$workflow" history ModelBench "$ref" --matrix shard=$shard \
        "${mirror[@]}" --env HISTORY_COMMITS=2
    done
    run_job modelbench "$workflow" history-report ModelBench "$ref" "${mirror[@]}" --env HISTORY_COMMITS=2
    grep -q "^history: 2 commits recorded (2 counted), 0 built in this run" "$WORK/modelbench/history-report.log" \
      || { tail -20 "$WORK/modelbench/history-report.log"; echo "FAIL: modelbench: no joined history" >&2; exit 1; }
    ;;
  *) echo "workflow-check: no scenario '$scenario'" >&2; exit 64 ;;
  esac
  unmount_under "$WORK/$scenario"
  echo "workflow-check: $scenario passed in $((SECONDS - started)) s"
done
echo "workflow-check: passed ($scenarios) in $SECONDS s"
