import Foundation
import Testing

@testable import ModelScaffold

/// `Scaffold.run`: what it writes, and that on bad input it writes nothing.
@Suite struct ScaffoldTests {
  let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-tests-\(UUID())")

  func sample(_ name: String, _ text: String) throws -> URL {
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    let url = scratch.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url
  }

  func options(
    _ samples: [URL], force: Bool = false, name: String = "Shop",
    dependency: Scaffold.Dependency = .path("../..")
  ) -> Scaffold.Options {
    Scaffold.Options(
      name: name, samples: samples, output: scratch.appendingPathComponent("out"), force: force,
      dependency: dependency)
  }

  /// A bare git repository in the scratch folder with one commit, standing in for ModelBench's public
  /// one; its commit.
  func bareRepository() throws -> (url: URL, commit: String) {
    let work = scratch.appendingPathComponent("work")
    let bare = scratch.appendingPathComponent("ModelBench.git")
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    try Data("// swift-tools-version: 6.3\n".utf8).write(to: work.appendingPathComponent("Package.swift"))
    let git = Scaffold.Dependency.runGit
    let identity = ["-c", "user.name=t", "-c", "user.email=t@localhost"]
    #expect(git(["init", "-q", work.path]).status == 0)
    #expect(git(["-C", work.path, "add", "-A"]).status == 0)
    #expect(git(["-C", work.path] + identity + ["commit", "-q", "-m", "one"]).status == 0)
    #expect(git(["clone", "-q", "--bare", work.path, bare.path]).status == 0)
    return (bare, git(["-C", bare.path, "rev-parse", "HEAD"]).output)
  }

  /// A git dependency is written as a URL at the commit its revision names, in both manifests, and the
  /// workflow has no failing first step; a path makes the workflow fail first, saying why.
  @Test func aGitDependencyIsWrittenAtItsCommit() throws {
    defer { try? FileManager.default.removeItem(at: scratch) }
    let (bare, commit) = try bareRepository()
    let url = try sample("a.json", #"{"a": 1}"#)
    let summary = try Scaffold.run(options([url], dependency: .git(url: bare.path, revision: "HEAD")))
    #expect(summary.dependency == .git(url: bare.path, revision: commit))
    let out = scratch.appendingPathComponent("out")
    for manifest in ["Package.swift", "PackageBenchmark/Package.swift"] {
      let text = try String(contentsOf: out.appendingPathComponent(manifest), encoding: .utf8)
      #expect(text.contains(".package(url: \"\(bare.path)\", revision: \"\(commit)\")"), "\(manifest)")
    }
    let workflow = try String(contentsOf: out.appendingPathComponent(Workflow.path), encoding: .utf8)
    #expect(!workflow.contains("Check that CI can fetch ModelBench"))
    let readme = try String(contentsOf: out.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(readme.contains("## ModelBench, as a dependency") && readme.contains(commit))

    let path = try Scaffold.run(options([url], force: true))
    let pathWorkflow = try String(contentsOf: out.appendingPathComponent(Workflow.path), encoding: .utf8)
    let reason = try #require(path.dependency.unbuildable)
    #expect(pathWorkflow.contains("Check that CI can fetch ModelBench") && pathWorkflow.contains("exit 1"))
    #expect(pathWorkflow.contains(String(reason.prefix(40))))
  }

  /// A URL that is not a git repository, or a revision it lacks: a clear error, and nothing written.
  @Test func aDependencyThatCannotBeFetchedIsRefused() throws {
    defer { try? FileManager.default.removeItem(at: scratch) }
    let (bare, _) = try bareRepository()
    let url = try sample("a.json", #"{"a": 1}"#)
    let notGit = scratch.appendingPathComponent("not-git").path
    for (dependency, says) in [
      (Scaffold.Dependency.git(url: notGit, revision: "HEAD"), "not a git repository"),
      (.git(url: bare.path, revision: "no-such-branch"), "has no revision 'no-such-branch'"),
      (.git(url: bare.path, revision: String(repeating: "1", count: 40)), "has no revision"),
    ] {
      do {
        _ = try Scaffold.run(options([url], dependency: dependency))
        Issue.record("\(dependency) was accepted")
      } catch {
        #expect(error.description.contains(says), "\(error)")
      }
      #expect(!outputExists)
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: scratch.path).allSatisfy { !$0.hasPrefix(".out") }
      )
    }
  }

  var outputExists: Bool {
    FileManager.default.fileExists(atPath: scratch.appendingPathComponent("out").path)
  }

  @Test func writesThePackage() throws {
    let orders = try sample(
      "orders.json", #"[{"id": 1, "placed_at": "2015-09-16T12:20:09Z", "lines": [{"sku": "a"}]}]"#)
    let summary = try Scaffold.run(options([orders]))
    defer { try? FileManager.default.removeItem(at: scratch) }
    #expect(summary.executable == "shop-bench")
    let expected = [
      ".github/workflows/modelbench.yml", ".gitignore", ".swift-format", "Package.swift",
      "PackageBenchmark/Benchmarks/ShopCells/ShopCells.swift", "PackageBenchmark/Package.swift",
      "README.md", "Samples/orders.json",
      "Sources/ShopModels/Models+Codable.swift",
      "Sources/ShopModels/Models+HandWritten.swift", "Sources/ShopModels/Models+MJStyle.swift",
      "Sources/ShopModels/Models+XYYStyle.swift", "Sources/ShopModels/Models+YYStyle.swift",
      "Sources/ShopModels/Models.swift", "Sources/shop-bench/main.swift",
    ]
    #expect(summary.files.sorted() == expected)
    let out = scratch.appendingPathComponent("out")
    func text(_ path: String) throws -> String {
      try String(contentsOf: out.appendingPathComponent(path), encoding: .utf8)
    }
    // Each design is told the date format and the container class its own way.
    let yy = try text("Sources/ShopModels/Models+YYStyle.swift")
    #expect(yy.contains("modelContainerPropertyGenericClass") && yy.contains("\"lines\": Line.self"))
    // YYModel writes dates its own way (ISO 8601 to the second): no hook for orders' `placed_at`, so
    // the direct front end writes directly.
    #expect(!yy.contains("modelCustomTransform(to dictionary") && yy.contains("YYDictionaryHooks { [] }"))
    let mj = try text("Sources/ShopModels/Models+MJStyle.swift")
    #expect(mj.contains("mj_objectClassInArray") && mj.contains("SampleDateFormat.iso8601.date(from:)"))
    #expect(mj.contains("mj_objectDidConvertToKeyValues"))
    let xyy = try text("Sources/ShopModels/Models+XYYStyle.swift")
    #expect(xyy.contains("convertPlacedAtValue") && xyy.contains("convertPlacedAtToJsonValue"))
    #expect(xyy.contains("table.setter(\"setLines\", [Line].self)"))
    let main = try text("Sources/shop-bench/main.swift")
    #expect(
      main.contains(
        ".document(\"orders\", at: samples.appendingPathComponent(\"orders.json\"), as: OrderList.self, wrappedIn: \"items\")"
      ))
    #expect(try text("Package.swift").contains(".package(name: \"ModelBench\", path: \"../..\")"))
    #expect(try text("Package.swift").contains(".product(name: \"BenchmarkMain\", package: \"ModelBench\")"))
    #expect(main.contains("import BenchmarkMain"))
    // The README gives the package's own baseline as one-liners, and history and bisect on its commits.
    let readme = try text("README.md")
    for command in ["instructions --record", "instructions --baseline", "history --range", "bisect --cell"] {
      #expect(readme.contains("swift run -c release shop-bench \(command)"))
    }
    #expect(try text(".gitignore").contains(".build-history/"))
    #expect(try text(".gitignore").contains(".benchmarkBaselines/"))
    #expect(try text(".github/workflows/modelbench.yml").contains("RUNNER: shop-bench"))
    #expect(try text("Samples/orders.json").contains("placed_at"))
    // The same cells as package-benchmark benchmarks, in a package of their own one folder down: its
    // relative path to ModelBench one level deeper, the samples found from four folders down.
    let manifest = try text("PackageBenchmark/Package.swift")
    #expect(manifest.contains(".package(name: \"ModelBench\", path: \"../../..\")"))
    #expect(manifest.contains(".package(name: \"Shop\", path: \"..\")"))
    #expect(manifest.contains("traits: [\"MallocInterposer\"]") && manifest.contains("BenchmarkPlugin"))
    let cells = try text("PackageBenchmark/Benchmarks/ShopCells/ShopCells.swift")
    #expect(cells.contains("SampleBench.suite(") && cells.contains("suite.conversionCells()"))
    #expect(cells.contains("as: OrderList.self, wrappedIn: \"items\""))
    #expect(cells.components(separatedBy: ".deletingLastPathComponent()").count == 5)
    #expect(readme.contains("cd PackageBenchmark && swift package benchmark"))
    // A past commit's samples, named by history; an empty variable (a callgrind child's) is unset.
    #expect(main.contains(#"environment["MODELBENCH_SAMPLES"].flatMap"#) && main.contains("$0.isEmpty ? nil"))
  }

  /// A lower-case or dashed name is made UpperCamelCase, and the summary says which name was used; the
  /// executable passes the models' key table to `check`.
  @Test func aDashedNameIsMadeUpperCamel() throws {
    let url = try sample("reactions.json", #"{"+1": 2, "-1": 0, "placed_at": 1}"#)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let summary = try Scaffold.run(options([url], name: "my-shop"))
    #expect(summary.name == "MyShop")
    #expect(summary.executable == "my-shop-bench")
    let out = scratch.appendingPathComponent("out")
    let models = try String(
      contentsOf: out.appendingPathComponent("Sources/MyShopModels/Models.swift"), encoding: .utf8)
    #expect(models.contains("public var plus1: Int") && models.contains("public var minus1: Int"))
    #expect(models.contains(#""+1": ["plus1"]"#) && models.contains(#""placed_at": ["placedAt"]"#))
    let main = try String(
      contentsOf: out.appendingPathComponent("Sources/my-shop-bench/main.swift"), encoding: .utf8)
    #expect(main.contains("propertyNames: SampleKeys.propertyNames"))
  }

  @Test(arguments: [
    ("Shop", "shop"), ("ShopAPI", "shop-api"), ("RealAPIs", "real-apis"), ("K8sPods", "k8s-pods"),
    ("Wide20k", "wide20k"), ("HTMLParser", "html-parser"), ("GitHubUser", "git-hub-user"),
  ])
  func executablesAreDashed(_ name: String, _ dashed: String) {
    #expect(Generator.dashed(name) == dashed)
  }

  @Test func anExistingOutputIsRefusedWithoutForce() throws {
    defer { try? FileManager.default.removeItem(at: scratch) }
    let url = try sample("a.json", #"{"a": 1}"#)
    _ = try Scaffold.run(options([url]))
    #expect(throws: ScaffoldError.outputExists(path: scratch.appendingPathComponent("out").path)) {
      try Scaffold.run(options([url]))
    }
    let other = try sample("b.json", #"{"b": 1}"#)
    let summary = try Scaffold.run(options([other], force: true))
    #expect(summary.files.contains("Samples/b.json"))
    #expect(
      !FileManager.default.fileExists(atPath: scratch.appendingPathComponent("out/Samples/a.json").path))
  }

  @Test(arguments: [
    (#"{"a": 1"#, "not JSON"), ("3", "scalar"), ("", "not JSON"),
  ])
  func badSamplesWriteNothing(_ text: String, _ what: String) throws {
    defer { try? FileManager.default.removeItem(at: scratch) }
    let url = try sample("bad.json", text)
    #expect {
      try Scaffold.run(options([url]))
    } throws: { error in
      "\(error)".contains(what)
    }
    #expect(!outputExists)
    // Nothing left beside it either (no staging folder).
    let left = try FileManager.default.contentsOfDirectory(atPath: scratch.path)
    #expect(left == ["bad.json"])
  }

  @Test func otherRefusals() throws {
    defer { try? FileManager.default.removeItem(at: scratch) }
    #expect(throws: ScaffoldError.noSamples) { try Scaffold.run(options([])) }
    let url = try sample("a.json", #"{"a": 1}"#)
    for name in ["2Shop", "Date", "", "-"] {
      #expect(throws: ScaffoldError.self) { try Scaffold.run(options([url], name: name)) }
    }
    let missing = scratch.appendingPathComponent("missing.json")
    #expect(throws: ScaffoldError.self) { try Scaffold.run(options([missing])) }
    let twin = scratch.appendingPathComponent("twin")
    try FileManager.default.createDirectory(at: twin, withIntermediateDirectories: true)
    try Data(#"{"a": 2}"#.utf8).write(to: twin.appendingPathComponent("a.json"))
    #expect(throws: ScaffoldError.duplicateSampleName("a")) {
      try Scaffold.run(options([url, twin.appendingPathComponent("a.json")]))
    }
    #expect(!outputExists)
  }
}
