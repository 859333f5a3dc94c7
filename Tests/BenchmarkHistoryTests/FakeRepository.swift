import BenchmarkHistory
import Foundation

/// A git repository of a few commits in a temporary folder, and a fake `swift` that "builds" each commit
/// into a shell-script runner printing the count in the commit's `count.txt`: the history commands'
/// logic, exercised on real git without building ModelBench. The package may sit in a folder of the
/// repository (`package`), with a runner product of its own name.
struct FakeRepository {
  let root: URL
  let git: Git
  /// The commits made, oldest first.
  private(set) var commits: [String] = []
  /// The package's folder in the repository ("" for its top level).
  let package: String
  /// The executable products its manifest declares (what the fake `swift package describe` prints).
  let products: [String]

  init(package: String = "", products: [String] = ["modelbench"]) throws {
    self.package = package
    self.products = products
    root = FileManager.default.temporaryDirectory.appendingPathComponent("history-tests-\(UUID())")
    let repository = root.appendingPathComponent("repository")
    try FileManager.default.createDirectory(at: repository, withIntermediateDirectories: true)
    git = Git(directory: repository)
    try git.run(["init", "--quiet", "--initial-branch=main"])
    try git.run(["config", "user.email", "tests@example.com"])
    try git.run(["config", "user.name", "Tests"])
    try git.run(["config", "commit.gpgsign", "false"])
    try Self.fakeSwift.write(to: swift, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swift.path)
  }

  var swift: URL { root.appendingPathComponent("fake-swift") }
  var work: URL { root.appendingPathComponent("work") }
  /// The package's folder in the checkout.
  var packageDirectory: URL {
    package.isEmpty ? git.directory : git.directory.appendingPathComponent(package)
  }

  /// Commits a tree whose runner counts `count` for its cell; `builds: false` makes the build fail,
  /// `counts: false` makes a runner without `instructions`.
  @discardableResult
  mutating func commit(
    count: Int, builds: Bool = true, counts: Bool = true, subject: String? = nil, sample: Int? = nil
  ) throws -> String {
    let directory = packageDirectory
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try "// swift-tools-version: 6.2\n".write(
      to: directory.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    let described = products.map { #"{"name":"\#($0)","type":{"executable":null}}"# }
    try
      #"{"products":[{"name":"Library","type":{"library":["automatic"]}},\#(described.joined(separator: ","))]}"#
      .write(to: directory.appendingPathComponent("describe.json"), atomically: true, encoding: .utf8)
    try "\(count)\n".write(
      to: directory.appendingPathComponent("count.txt"), atomically: true, encoding: .utf8)
    if let sample {
      let samples = directory.appendingPathComponent("Samples")
      try FileManager.default.createDirectory(at: samples, withIntermediateDirectories: true)
      try "\(sample)\n".write(
        to: samples.appendingPathComponent("count.txt"), atomically: true, encoding: .utf8)
    }
    for (name, present) in [("broken", !builds), ("old", !counts)] {
      let file = directory.appendingPathComponent(name)
      if present {
        try "x\n".write(to: file, atomically: true, encoding: .utf8)
      } else {
        try? FileManager.default.removeItem(at: file)
      }
    }
    try git.run(["add", "-A"])
    try git.run(["commit", "--quiet", "--allow-empty", "-m", subject ?? "count \(count)"])
    let hash = try git.commit("HEAD")
    commits.append(hash)
    return hash
  }

  func runners() -> CommitRunners { CommitRunners(git: git, work: work, swift: swift.path) }

  func remove() { try? FileManager.default.removeItem(at: root) }

  /// `swift build … --product P --package-path WT --scratch-path S`: fails when WT/broken exists, else
  /// writes S/release/P, a runner whose `instructions` reports WT/count.txt for `w/dict→model/x` and 5
  /// for `w/dict→model/codable`, and `$MODELBENCH_SAMPLES/count.txt` for `w/dict→model/sample` when
  /// that variable is set (none when WT/old exists). `swift package describe … --package-path WT`
  /// prints WT/describe.json.
  static let fakeSwift = #"""
    #!/bin/bash
    command=$1
    product=modelbench
    while [ $# -gt 0 ]; do
      case "$1" in
        --package-path) tree="$2"; shift ;;
        --scratch-path) scratch="$2"; shift ;;
        --product) product="$2"; shift ;;
      esac
      shift
    done
    if [ "$command" = package ]; then cat "$tree/describe.json"; exit; fi
    if [ -e "$tree/broken" ]; then echo "error: the tree does not compile"; exit 1; fi
    count=$(cat "$tree/count.txt")
    mkdir -p "$scratch/release"
    runner="$scratch/release/$product"
    if [ -e "$tree/old" ]; then
      printf '#!/bin/bash\nexit 64\n' > "$runner"
    else
      cat > "$runner" <<RUNNER
    #!/bin/bash
    if [ "\$1" = instructions ] && [ "\$2" = --help ]; then echo "--skip"; exit 0; fi
    [ "\$1" = instructions ] || exit 64
    while [ \$# -gt 0 ]; do
      if [ "\$1" = --output ]; then out="\$2"; fi
      shift
    done
    mkdir -p "\$out"
    sample=""
    if [ -n "\$MODELBENCH_SAMPLES" ]; then sample=",\"w/dict→model/sample\":\$(cat "\$MODELBENCH_SAMPLES/count.txt")"; fi
    printf '{"iterations":10,"cells":{"w/dict→model/x":$count,"w/dict→model/codable":5%s}}' "\$sample" > "\$out/instructions.json"
    RUNNER
    fi
    chmod +x "$runner"
    echo "built"
    """#
}
