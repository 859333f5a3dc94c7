import Foundation

/// The GitHub Actions workflow that tracks a package's runner by instructions per operation
/// (`.github/workflows/modelbench.yml`): on a pull request, the base's counts (`baseline`, by the base's
/// own runner) against the pull request's (`instructions --baseline`), the table in the step summary and
/// the job failed on a regression; on a schedule, `history` over the newest commits in shards (a job
/// matrix), joined by `history merge` into one report and one history file kept between runs.
///
/// Every job runs in the Swift image ModelBench is measured with (``SystemRequirements/swiftVersion``)
/// and installs the one list of Debian packages (``SystemRequirements/debianPackages``), so that
/// `make workflow-check` can run every step, "Set up" ones included, in a clean Debian root.
public struct Workflow: Sendable {
  /// The runner product (`modelbench`, `<name>-bench`).
  public var runner: String
  /// The Debian packages each job installs before it builds.
  public var packages: [String] = SystemRequirements.debianPackages
  /// How many of the newest first-parent commits the scheduled history counts; those already in the
  /// cached history file are not built again.
  public var historyCommits = 30
  /// Cells left out of every count (the Codable baseline's are the slowest under callgrind).
  public var selection: String = "--skip /codable"
  /// The history job's matrix: shards of the range, each on its own machine.
  public var shards: Int = 3
  /// How `baseline` and `history` build past commits: a scaffolded package's share its build folder, so
  /// that ModelBench's modules, built for the runner, are not compiled again for each commit.
  public var commitBuildArgs = ""
  /// Who wrote the file, for its header.
  public var generator: String
  /// The shell lines that put the runner's fixtures on the CI machine and name them in
  /// `MODELBENCH_FIXTURES` (ModelBench's own, whose documents live outside its repository); nil for none.
  public var fixtures: [String]?
  /// Why CI cannot build the package (ModelBench reached by a path): every job's first step fails
  /// with this sentence instead of a compiler error later. Nil when the dependency can be fetched.
  public var unbuildable: String?

  /// The names of steps that prepare GitHub's machine, not ModelBench's work.
  public static let environmentStepPrefix = "Set up"

  /// The actions used, each at its current major version.
  static let checkout = "actions/checkout@v7"
  static let cache = "actions/cache@v6"
  static let cacheRestore = "actions/cache/restore@v6"
  static let cacheSave = "actions/cache/save@v6"
  static let upload = "actions/upload-artifact@v7"
  static let download = "actions/download-artifact@v8"

  public init(runner: String, generator: String) {
    self.runner = runner
    self.generator = generator
  }

  /// A scaffolded package's; `unbuildable` when it reaches ModelBench by a path.
  public static func scaffolded(runner: String, unbuildable: String? = nil) -> Workflow {
    var workflow = Workflow(runner: runner, generator: "`modelbench scaffold`")
    workflow.unbuildable = unbuildable
    workflow.commitBuildArgs = "--scratch-path .build"
    return workflow
  }

  /// ModelBench's own: its documents are fetched and checked by SHA-256 (`Scripts/fetch-fixtures.sh`).
  public static let modelBench: Workflow = {
    var workflow = Workflow(
      runner: "modelbench", generator: "`make fixtures` (ModelScaffold's Workflow.modelBench)")
    workflow.fixtures = [
      "Scripts/fetch-fixtures.sh \"$PWD/.build/fixtures\"",
      "echo \"MODELBENCH_FIXTURES=$PWD/.build/fixtures\" >> \"$GITHUB_ENV\"",
    ]
    return workflow
  }()

  /// The path of the workflow in a repository.
  public static let path = ".github/workflows/modelbench.yml"

  /// The container every job runs in.
  public var image: String { "swift:\(SystemRequirements.swiftVersion)-bookworm" }
}
