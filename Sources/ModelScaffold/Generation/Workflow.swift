import Foundation

/// The GitHub Actions workflow that tracks a package's runner by instructions per operation
/// (`.github/workflows/modelbench.yml`): on a pull request, the base's counts (`baseline`, by the base's
/// own runner) against the pull request's (`instructions --baseline`), the table in the step summary and
/// the job failed on a regression; on a schedule, `history` over a range in shards (a job matrix),
/// joined by `history merge` into one report.
///
/// Every step is one line of shell on ModelBench's commands, so that a script can run the same lines in
/// the same order with no GitHub (`make package-history-check` does). Steps that only prepare GitHub's
/// machine (installing, trusting the checkout) are named so (``environmentStepPrefix``).
public struct Workflow: Sendable {
  /// The runner product (`modelbench`, `<name>-bench`).
  public var runner: String
  /// The shell line that installs valgrind and jemalloc on the CI machine.
  public var install: String
  /// The commits the scheduled history counts (`..HEAD`: from the repository's first).
  public var range: String
  /// Cells left out of every count (the Codable baseline's are the slowest under callgrind).
  public var selection: String = "--skip /codable"
  /// The history job's matrix: shards of the range, each on its own machine.
  public var shards: Int = 3
  /// Who wrote the file, for its header.
  public var generator: String
  /// The shell line that puts the runner's fixtures on the CI machine and names them in
  /// `MODELBENCH_FIXTURES` (ModelBench's own, whose documents live outside its repository); nil for none.
  public var fixtures: String?

  /// The names of steps that prepare GitHub's machine, not ModelBench's work.
  public static let environmentStepPrefix = "Set up"

  public init(runner: String, install: String, range: String, generator: String) {
    self.runner = runner
    self.install = install
    self.range = range
    self.generator = generator
  }

  /// A scaffolded package's: Debian's valgrind and jemalloc, the whole history (a young repository).
  public static func scaffolded(runner: String) -> Workflow {
    Workflow(
      runner: runner,
      install: "apt-get update -qq && apt-get install -y -qq valgrind libjemalloc-dev",
      range: "..HEAD", generator: "`modelbench scaffold`")
  }

  /// ModelBench's own: its Makefile installs what it needs, its documents are fetched and checked by
  /// SHA-256 (`Scripts/fetch-fixtures.sh`); the last 30 commits.
  public static let modelBench: Workflow = {
    var workflow = Workflow(
      runner: "modelbench", install: "apt-get update -qq && apt-get install -y -qq make && make deps",
      range: "HEAD~30..HEAD", generator: "`make fixtures` (ModelScaffold's Workflow.modelBench)")
    workflow.fixtures =
      "apt-get install -y -qq curl ca-certificates && Scripts/fetch-fixtures.sh \"$PWD/.build/fixtures\" && "
      + "echo \"MODELBENCH_FIXTURES=$PWD/.build/fixtures\" >> \"$GITHUB_ENV\""
    return workflow
  }()

  /// The path of the workflow in a repository.
  public static let path = ".github/workflows/modelbench.yml"

  /// The workflow's text.
  public func yaml() -> String {
    let matrix = (1...shards).map(String.init).joined(separator: ", ")
    let work = ".build/modelbench"
    let runnerPath = "\(work)/bin/$RUNNER"
    func job(_ name: String, condition: String, extra: String = "", steps: [String]) -> String {
      """
        \(name):
          if: \(condition)
          runs-on: ubuntu-latest
          container: swift:6.2-bookworm
      \(extra)    steps:
      \(steps.joined())
      """
    }
    let prepare =
      [
        Self.checkout,
        step("\(Self.environmentStepPrefix) valgrind and jemalloc", install),
      ]
      + (fixtures.map { [step("\(Self.environmentStepPrefix) the fixtures", $0)] } ?? []) + [
        step(
          "\(Self.environmentStepPrefix) git for the checkout",
          "git config --global --add safe.directory \"$PWD\""),
        // Kept aside: a past commit's build in the same build folder would replace it.
        step(
          "Build the runner",
          "swift build -c release --product \"$RUNNER\" $BUILD_ARGS && mkdir -p \(work)/bin && cp \"$BIN/$RUNNER\" "
            + "\(work)/bin/ && find \"$BIN\" -maxdepth 1 -name '*.resources' -exec cp -R {} \(work)/bin/ ';'"),
      ]
    let pullRequest = job(
      "pull-request", condition: "github.event_name == 'pull_request'",
      extra: "    env:\n      BASE: ${{ github.event.pull_request.base.sha }}\n",
      steps: prepare + [
        step(
          "Count the base with its own runner",
          "\(runnerPath) baseline --commit \"$BASE\" --record \(work)/base.json $SELECTION $COMMIT_BUILD_ARGS"
        ),
        step(
          "Count the pull request and compare (exit 1 on a regression, 2 improvements only)",
          "\(runnerPath) instructions --baseline \(work)/base.json $SELECTION --output \(work)/pull-request "
            + "--markdown \"$GITHUB_STEP_SUMMARY\" || [ $? -eq 2 ]"),
      ])
    let history = job(
      "history", condition: "github.event_name != 'pull_request'",
      extra:
        "    strategy:\n      matrix:\n        shard: [\(matrix)]\n    env:\n      SHARD: ${{ matrix.shard }}\n",
      steps: prepare + [
        step(
          "Count this shard of the range",
          "\(runnerPath) history --range \"$RANGE\" --shard \"$SHARD/\(shards)\" --file \(work)/history.jsonl "
            + "$SELECTION $COMMIT_BUILD_ARGS"),
        """
              - uses: actions/upload-artifact@v4
                with:
                  name: history-shard-${{ matrix.shard }}
                  path: \(work)/history.shard-*-of-\(shards).jsonl

        """,
      ])
    let report = job(
      "history-report", condition: "github.event_name != 'pull_request'", extra: "    needs: history\n",
      steps: prepare + [
        """
              - uses: actions/download-artifact@v4
                with:
                  pattern: history-shard-*
                  path: \(work)/shards
                  merge-multiple: true

        """,
        step(
          "Join the shards", "\(runnerPath) history merge \(work)/shards/*.jsonl --file \(work)/history.jsonl"
        ),
        step(
          "Write the report (every commit recorded, nothing to build)",
          "\(runnerPath) history --range \"$RANGE\" --file \(work)/history.jsonl --output \(work)/history "
            + "$SELECTION $COMMIT_BUILD_ARGS --markdown \"$GITHUB_STEP_SUMMARY\""),
        """
              - uses: actions/upload-artifact@v4
                with:
                  name: history
                  path: \(work)/history

        """,
      ])
    return """
      # Generated by \(generator).
      # Instructions per operation of `\(runner)`, counted by callgrind (exact, so a small move is real): a
      # pull request against its base, and the history of \(range) in \(shards) shards every week. Each `run`
      # is one line that runs locally as it is, in the same order.
      name: modelbench

      on:
        pull_request:
        schedule:
          - cron: "17 4 * * 1"
        workflow_dispatch:

      env:
        RUNNER: \(runner)
        RANGE: \(range)
        SELECTION: \(selection)
        # Where the build puts the runner; extra arguments for `swift build` and for the commands that
        # build past commits (--work, --scratch-path), empty on GitHub.
        BIN: .build/release
        BUILD_ARGS: ""
        COMMIT_BUILD_ARGS: ""

      jobs:
      \(pullRequest)
      \(history)
      \(report)
      """.replacingOccurrences(of: "\n\n\n", with: "\n\n")
  }

  private static let checkout = """
          - uses: actions/checkout@v4
            with:
              fetch-depth: 0

    """

  /// A named step of one line of shell.
  private func step(_ name: String, _ run: String) -> String {
    "      - name: \(name)\n        run: \(run)\n"
  }
}
