import ArgumentParser
import BenchmarkKit
import CCallgrind
import Foundation
import MappingSeam
import MappingSuite
import ModelRuntime

/// Counts instructions per operation of cells, each in a child of this runner under
/// `valgrind --tool=callgrind --collect-atstart=no`: the child (``Callgrind/countInChild(_:iterations:)``)
/// warms its cell up once, zeroes callgrind's counters, collects only around the counted operations and
/// dumps the count with the cell's id as the reason. Used by `modelbench instructions`, by `run
/// --instructions`, and by a scaffolded package's runner (`make scaffold-check` holds its ratios to the
/// built-in models' by these counts, which a noisy machine cannot move).
///
/// Each cell gets a process of its own: cells run in one process shift each other's counts (the
/// allocator's state differs). As many children run at once as there are cores.
///
/// The counts leave out the probes of the Swift runtime's caches, ``uncounted``: the conformance cache,
/// the generic-metadata cache and their siblings, hash tables keyed by the addresses of type metadata and
/// filled by whatever the process instantiated before. How long a probe runs depends on where the
/// metadata landed and what else is in the table, which differs between machines and between builds
/// that change unrelated code. It moves the counts of cells whose casts from `Any` look conformances and
/// generic types up per value (MJStyle's and XYYStyle's). The casts and metadata requests around the
/// probes are still counted, and timings include everything. The designs' own dictionaries keyed by type
/// identity (MJStyle's tables, XYYStyle's property cache) hash metadata addresses too; their probes are
/// the designs' work, so they stay counted and still move those cells a little between builds.
package struct Callgrind: Sendable {
  /// Operations counted per cell.
  package var iterations: Int
  /// The child's command line after the executable, before `--cell ID --iterations N`: the subcommand
  /// that runs ``countInChild(_:iterations:)`` on the cell it is given, and whatever selects its suite.
  package var childArguments: [String]

  /// The operations counted: the four conversions (archives are Foundation's, and slow under valgrind).
  package static let operations: Set<CellOperation> = [
    .dictToModel, .modelToDict, .bytesToModel, .modelToBytes,
  ]

  /// The ids of the cases that can be counted: the four conversions, measured in this process.
  package static func countable(_ cases: [BenchmarkCase]) -> [String] {
    cases.filter { operations.contains($0.operation) && $0.body != nil }.map(\.id)
  }

  /// The functions whose instructions a count leaves out: every `find` of the runtime's
  /// `ConcurrentReadableHashMap`, the table behind its metadata, conformance and witness-table caches. It
  /// is a callgrind `--toggle-collect` pattern: counting stops on entering one and resumes on leaving it,
  /// so the key comparisons a probe calls are left out too.
  package static let uncounted = "*ConcurrentReadableHashMap<*::find<*"

  package init(iterations: Int, childArguments: [String]) {
    self.iterations = iterations
    self.childArguments = childArguments
  }

  /// The count of every id that succeeded; the failures, with why, on stderr.
  package func count(_ ids: [String]) -> [String: Double] {
    profile(ids).mapValues { $0.total / Double(iterations) }
  }

  /// The profile (all `iterations` operations) of every id that succeeded; the failures, with why, on
  /// stderr.
  package func profile(_ ids: [String]) -> [String: CallgrindProfile] {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "modelbench-callgrind-\(UUID())")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.path
    let results = Locked([String: Result<CallgrindProfile, ChildFailure>]())
    let started = ContinuousClock.now
    DispatchQueue.concurrentPerform(iterations: ids.count) { index in
      let id = ids[index]
      let outcome = profile(
        id, executable: executable, scratch: scratch.appendingPathComponent(String(index)))
      let done = results.withLock { results -> Int in
        results[id] = outcome
        return results.count
      }
      let elapsed = Double((ContinuousClock.now - started).components.seconds)
      let eta = elapsed / Double(done) * Double(ids.count - done)
      FileHandle.standardError.write(
        Data("  [instructions \(done)/\(ids.count), ETA \(Int(eta)) s] \(id)\n".utf8))
    }
    var cells: [String: CallgrindProfile] = [:]
    for (id, outcome) in results.withLock({ $0 }) {
      switch outcome {
      case .success(let profile): cells[id] = profile
      case .failure(let failure):
        FileHandle.standardError.write(Data("\(CommandExit.executableName): \(id): \(failure.why)\n".utf8))
      }
    }
    return cells
  }

  /// One cell under callgrind: the dump of its counted operations.
  private func profile(_ id: String, executable: String, scratch: URL) -> Result<
    CallgrindProfile, ChildFailure
  > {
    do {
      try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    } catch {
      return .failure(ChildFailure(why: "cannot create \(scratch.path): \(error)"))
    }
    let commandLine = [executable] + childArguments + ["--cell", id, "--iterations", String(iterations)]
    let arguments =
      [
        "valgrind", "--tool=callgrind", "--collect-atstart=no",
        "--callgrind-out-file=\(scratch.path)/callgrind.out", "--toggle-collect=\(Self.uncounted)", "--quiet",
      ] + commandLine
    let environment = Self.childEnvironment(
      commandLine: commandLine, from: ProcessInfo.processInfo.environment)
    return ChildFailure.run(URL(fileURLWithPath: "/usr/bin/env"), arguments, environment: environment)
      .flatMap { _ in
        let names = (try? FileManager.default.contentsOfDirectory(atPath: scratch.path)) ?? []
        var unreadable: ChildFailure?
        for name in names {
          guard let text = try? String(contentsOf: scratch.appendingPathComponent(name), encoding: .utf8)
          else {
            continue
          }
          do {
            let profile = try CallgrindProfile.parse(text)
            if profile.reason == id { return .success(profile) }
          } catch {
            unreadable = ChildFailure(why: "\(name): \(error)")
          }
        }
        if let unreadable { return .failure(unreadable) }
        return .failure(ChildFailure(why: "callgrind wrote no count (is valgrind installed? `make deps`)"))
      }
  }
}

extension Callgrind {
  /// The child's side, under callgrind: each cell warmed up once, then its `iterations` operations
  /// counted and dumped with the cell's id as the reason. Cells that fail are skipped (the parent reports
  /// them missing).
  package static func countInChild(_ cells: [BenchmarkCase], iterations: Int) throws {
    guard modelbench_running_on_valgrind() != 0 else {
      throw ValidationError("the instruction-counting child runs under callgrind only")
    }
    for cell in cells {
      guard let body = cell.body, (try? body()) != nil else { continue }
      modelbench_callgrind_zero()
      modelbench_callgrind_toggle_collect()
      try profiledLoop(body, iterations)
      modelbench_callgrind_toggle_collect()
      cell.id.withCString { modelbench_callgrind_dump($0) }
    }
  }
}

/// The operations of a counted or profiled cell, never inlined, so that callgrind can count only it:
/// `valgrind --tool=callgrind --collect-atstart=no --toggle-collect='*profiledLoop*' modelbench profile ID`.
@inline(never)
package func profiledLoop(_ body: () throws -> Any, _ iterations: Int) throws {
  for _ in 0..<iterations { blackHole(try body()) }
}
