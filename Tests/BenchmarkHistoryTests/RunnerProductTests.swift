import Foundation
import Testing

@testable import BenchmarkHistory

/// `history` and `bisect` on the package they run in: its folder in the repository, its runner product.
@Suite(.serialized) struct RunnerProductTests {
  /// The options as a command line gives them, on the fake repository's package and fake `swift`.
  private func options(_ repository: FakeRepository, _ extra: [String] = []) throws -> CommitBuildOptions {
    try CommitBuildOptions.parse(
      [
        "--package-path", repository.packageDirectory.path, "--work", repository.work.path, "--swift",
        repository.swift.path,
      ] + extra)
  }

  @Test func aPackageInAFolderOfItsRepositoryIsBuiltAsItsOwnRunner() throws {
    var repository = try FakeRepository(package: "Bench/Shop", products: ["shop-bench"])
    defer { repository.remove() }
    let first = try repository.commit(count: 100)
    let second = try repository.commit(count: 130)
    let runners = try options(repository).runners(fixtures: nil)
    #expect(runners.product == "shop-bench")
    #expect(runners.packagePath == "Bench/Shop")
    for (commit, count) in [(first, 100.0), (second, 130.0)] {
      let outcome = try runners.runner(for: commit)
      guard case .runner(let runner) = outcome else {
        Issue.record("\(commit) gave \(outcome), not a runner")
        return
      }
      #expect(runner.lastPathComponent == "shop-bench")
      let counts = try runners.count(
        with: runner, filter: [], skip: ["/codable"], allWorkloads: false, iterations: 10)
      #expect(counts == ["w/dict→model/x": count])
    }
  }

  @Test(
    arguments: [
      (["app-bench"], "app-bench"),
      (["tool", "app-bench"], nil),
      ([], nil),
    ] as [([String], String?)])
  func theRunnerIsThePackagesOnlyExecutableUnlessNamed(products: [String], expected: String?) throws {
    var repository = try FakeRepository(products: products)
    defer { repository.remove() }
    try repository.commit(count: 1)
    if let expected {
      #expect(try options(repository).runners(fixtures: nil).product == expected)
    } else {
      let error = #expect(throws: HistoryError.self) { try options(repository).runners(fixtures: nil) }
      #expect(error?.reason.contains("--product") == true)
      #expect(error?.reason.contains(products.isEmpty ? "none" : "app-bench, tool") == true)
    }
    // --product wins over the manifest.
    #expect(try options(repository, ["--product", "other"]).runners(fixtures: nil).product == "other")
  }

  /// A build folder shared with other checkouts (`--scratch-path`) has its build plan removed before
  /// each commit's build: SwiftPM would otherwise reuse the plan another checkout of the same manifest
  /// left there, and build nothing.
  @Test func aSharedBuildFolderLosesItsPlanBeforeEachBuild() throws {
    var repository = try FakeRepository()
    defer { repository.remove() }
    let commit = try repository.commit(count: 10)
    let shared = repository.root.appendingPathComponent("shared-build")
    let plans = ["release.yaml", "release/description.json"].map { shared.appendingPathComponent($0) }
    try FileManager.default.createDirectory(
      at: shared.appendingPathComponent("release"), withIntermediateDirectories: true)
    for plan in plans { try "stale".write(to: plan, atomically: true, encoding: .utf8) }
    let runners = try options(repository, ["--scratch-path", shared.path]).runners(fixtures: nil)
    guard case .runner = try runners.runner(for: commit) else {
      Issue.record("no runner")
      return
    }
    for plan in plans {
      #expect(!FileManager.default.fileExists(atPath: plan.path), "\(plan.lastPathComponent)")
    }
  }

  @Test func executableProductsAreReadFromTheDescription() {
    let description = Data(
      (#"{"name":"Shop","products":[{"name":"ShopModels","type":{"library":["automatic"]}},"#
        + #"{"name":"shop-bench","type":{"executable":null}}]}"#).utf8)
    #expect(CommitBuildOptions.executableProducts(inDescription: description) == ["shop-bench"])
    #expect(CommitBuildOptions.executableProducts(inDescription: Data("not json".utf8)).isEmpty)
  }

  @Test func outsideAPackageOrARepositoryTheErrorIsNamed() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("no-package-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let noPackage = #expect(throws: HistoryError.self) {
      try CommitBuildOptions.parse(["--package-path", folder.path]).runners(fixtures: nil)
    }
    #expect(noPackage?.reason.contains("no Package.swift") == true)
    // A package that is no git repository's: git's own message, at the command that failed.
    try "// swift-tools-version: 6.2\n".write(
      to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    let noRepository = #expect(throws: HistoryError.self) {
      try CommitBuildOptions.parse(["--package-path", folder.path, "--product", "x"]).runners(fixtures: nil)
    }
    #expect(noRepository?.location.hasPrefix("git rev-parse") == true)
  }
}
