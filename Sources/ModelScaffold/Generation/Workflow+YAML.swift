import Foundation

extension Workflow {
  /// One step of a job: a named shell script, or an action with its inputs.
  enum Step {
    case run(String, [String], when: String? = nil)
    case uses(String, with: [(String, [String])], when: String? = nil)
  }

  /// One job: its condition, timeout, extra keys (already indented YAML) and steps.
  struct Job {
    var name: String
    var condition: String
    var minutes: Int
    var extra: [String] = []
    var steps: [Step]
  }

  /// The workflow's text.
  public func yaml() -> String {
    let work = ".build/modelbench"
    let runnerPath = "\"\(work)/bin/$RUNNER\""
    // The option variables hold several words each: split into arrays, on purpose and only there.
    let words = ["read -ra selection <<<\"$SELECTION\"", "read -ra commit_build <<<\"$COMMIT_BUILD_ARGS\""]
    let options = "\"${selection[@]}\" \"${commit_build[@]}\""
    let toolchain = "swift-\(SystemRequirements.swiftVersion)"
    // The build folders, restored from the last run of the same manifest, saved under this commit.
    let buildCache = Step.uses(
      Self.cache,
      with: [
        ("path", [".build", ".build-history"]),
        ("key", ["modelbench-build-\(toolchain)-${{ hashFiles('Package.swift') }}-${{ github.sha }}"]),
        ("restore-keys", ["modelbench-build-\(toolchain)-${{ hashFiles('Package.swift') }}-"]),
      ])
    let historyKey = "modelbench-history-\(toolchain)-${{ github.sha }}"
    let historyRestore = Step.uses(
      Self.cacheRestore,
      with: [
        ("path", ["\(work)/history.jsonl"]), ("key", [historyKey]),
        ("restore-keys", ["modelbench-history-\(toolchain)-"]),
      ])
    var prepare: [Step] = []
    if let unbuildable {
      prepare.append(
        .run("Check that CI can fetch ModelBench", ["echo \(shellQuoted(unbuildable)) >&2", "exit 1"]))
    }
    prepare += [
      .uses(Self.checkout, with: [("fetch-depth", ["0"])]),
      .run(
        "\(Self.environmentStepPrefix) the Debian packages ModelBench needs",
        [
          "apt-get update -qq",
          "DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \\",
          "  " + packages.joined(separator: " "),
        ]),
    ]
    if let fixtures { prepare.append(.run("\(Self.environmentStepPrefix) the fixtures", fixtures)) }
    prepare += [
      .run(
        "\(Self.environmentStepPrefix) git for the checkout",
        ["git config --global --add safe.directory \"$PWD\""]),
      buildCache,
      // Kept aside: a past commit's build in the same build folder would replace it.
      .run(
        "Build the runner",
        [
          "read -ra build_args <<<\"$BUILD_ARGS\"",
          "swift build -c release --product \"$RUNNER\" \"${build_args[@]}\"",
          "mkdir -p \(work)/bin",
          "cp \"$BIN/$RUNNER\" \(work)/bin/",
          "find \"$BIN\" -maxdepth 1 -name '*.resources' -exec cp -R {} \(work)/bin/ ';'",
        ]),
    ]
    // The newest commits, bounded: the start of the range is the oldest of them.
    let range = Step.run(
      "Take the newest \(historyCommits) commits",
      [
        "start=$(git rev-list --first-parent --max-count=\"$HISTORY_COMMITS\" HEAD | tail -n 1)",
        "echo \"RANGE=$start..HEAD\" >> \"$GITHUB_ENV\"",
      ])
    let pullRequest = Job(
      name: "pull-request", condition: "github.event_name == 'pull_request'", minutes: 90,
      steps: prepare + [
        // The checkout is GitHub's merge commit: its first parent is the base branch as merged.
        .run(
          "Take the base, the merge commit's first parent",
          ["echo \"BASE=$(git rev-parse HEAD^1)\" >> \"$GITHUB_ENV\""]),
        .run(
          "Count the base with its own runner",
          words + ["\(runnerPath) baseline --commit \"$BASE\" --record \(work)/base.json \(options)"]),
        .run(
          "Count the pull request and compare (exit 1 on a regression, 2 improvements only)",
          [
            words[0],
            "status=0",
            "\(runnerPath) instructions --baseline \(work)/base.json \"${selection[@]}\" --output \(work)/pull-request \\",
            "  --markdown \"$GITHUB_STEP_SUMMARY\" || status=$?",
            "[ \"$status\" -eq 0 ] || [ \"$status\" -eq 2 ]",
          ]),
        .uses(
          Self.upload,
          with: [
            ("name", ["pull-request"]), ("path", ["\(work)/pull-request", "\(work)/base.json"]),
            ("if-no-files-found", ["ignore"]),
          ], when: "always()"),
      ])
    let history = Job(
      name: "history", condition: "github.event_name != 'pull_request'", minutes: 180,
      extra: [
        "strategy:", "  fail-fast: false", "  matrix:",
        "    shard: [\((1...shards).map(String.init).joined(separator: ", "))]",
        "env:", "  SHARD: ${{ matrix.shard }}",
      ],
      steps: prepare + [
        range, historyRestore,
        .run(
          "Count this shard of the range (commits in the kept history are not built again)",
          words + [
            "shard_file=\(work)/history.shard-$SHARD-of-\(shards).jsonl",
            "if [ -f \(work)/history.jsonl ]; then cp \(work)/history.jsonl \"$shard_file\"; fi",
            "\(runnerPath) history --range \"$RANGE\" --shard \"$SHARD/\(shards)\" --file \(work)/history.jsonl \\",
            "  \(options)",
          ]),
        .uses(
          Self.upload,
          with: [
            ("name", ["history-shard-${{ matrix.shard }}"]),
            ("path", ["\(work)/history.shard-*-of-\(shards).jsonl"]),
          ]),
      ])
    let report = Job(
      name: "history-report", condition: "github.event_name != 'pull_request' && !cancelled()", minutes: 60,
      extra: ["needs: history"],
      steps: prepare + [
        range, historyRestore,
        .uses(
          Self.download,
          with: [
            ("pattern", ["history-shard-*"]), ("path", ["\(work)/shards"]), ("merge-multiple", ["true"]),
          ]),
        .run(
          "Join the shards to the kept history",
          ["\(runnerPath) history merge \(work)/shards/*.jsonl --file \(work)/history.jsonl"]),
        .run(
          "Write the report (every commit recorded, nothing to build)",
          words + [
            "\(runnerPath) history --range \"$RANGE\" --file \(work)/history.jsonl --output \(work)/history \\",
            "  \(options) --markdown \"$GITHUB_STEP_SUMMARY\"",
          ]),
        .uses(Self.cacheSave, with: [("path", ["\(work)/history.jsonl"]), ("key", [historyKey])]),
        .uses(Self.upload, with: [("name", ["history"]), ("path", ["\(work)/history"])], when: "always()"),
      ])
    let pathNote =
      unbuildable == nil
      ? "" : "\n# CI cannot build this package yet: see the first step of each job, and README.md.\n"
    return """
      # Generated by \(generator).
      # Instructions per operation of `\(runner)`, counted by callgrind (exact, so a small move is real): a
      # pull request against its base, and every week the newest \(historyCommits) commits in \(shards) shards, joined
      # to the history kept from earlier weeks. `make workflow-check` in ModelBench runs every step in a
      # clean Debian root.\(pathNote)
      name: modelbench

      on:
        pull_request:
        schedule:
          - cron: "17 4 * * 1"
        workflow_dispatch:

      permissions:
        contents: read

      # A newer push to a pull request cancels its older run; the weekly history is never cancelled.
      concurrency:
        group: modelbench-${{ github.event.pull_request.number || github.ref }}
        cancel-in-progress: ${{ github.event_name == 'pull_request' }}

      env:
        RUNNER: \(runner)
        HISTORY_COMMITS: \(historyCommits)
        SELECTION: \(selection)
        # Where the build puts the runner; extra arguments for `swift build` and for the commands that
        # build past commits (--work, --scratch-path).
        BIN: .build/release
        BUILD_ARGS: ""
        COMMIT_BUILD_ARGS: "\(commitBuildArgs)"

      defaults:
        run:
          shell: bash

      jobs:
      \([pullRequest, history, report].map(render).joined(separator: "\n"))
      """
  }

  /// A job's YAML, indented under `jobs:`.
  private func render(_ job: Job) -> String {
    var lines = [
      "  \(job.name):", "    if: \(job.condition)", "    runs-on: ubuntu-latest",
      "    container: \(image)", "    timeout-minutes: \(job.minutes)",
    ]
    lines += job.extra.map { "    " + $0 }
    lines.append("    steps:")
    for step in job.steps {
      switch step {
      case .run(let name, let script, let condition):
        lines.append("      - name: \(yamlScalar(name))")
        if let condition { lines.append("        if: \(condition)") }
        lines += block("run", script, indent: "        ")
      case .uses(let action, let inputs, let condition):
        lines.append("      - uses: \(action)")
        if let condition { lines.append("        if: \(condition)") }
        lines.append("        with:")
        for (key, values) in inputs { lines += block(key, values, indent: "          ") }
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `key: value`, or a literal block (`key: |`) for shell and for lists: any text stays valid YAML.
  private func block(_ key: String, _ values: [String], indent: String) -> [String] {
    if values.count == 1, key != "run", !values[0].contains(": "), !values[0].contains(" #"),
      !values[0].hasPrefix("*"), !values[0].hasPrefix("!")
    {
      return ["\(indent)\(key): \(values[0])"]
    }
    return ["\(indent)\(key): |"] + values.map { "\(indent)  \($0)" }
  }

  /// A plain YAML scalar where it reads as one, else a double-quoted one.
  private func yamlScalar(_ text: String) -> String {
    guard text.contains(": ") || text.contains(" #") || text.hasPrefix("\"") else { return text }
    return "\""
      + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }

  /// `text` as one single-quoted shell word.
  private func shellQuoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
