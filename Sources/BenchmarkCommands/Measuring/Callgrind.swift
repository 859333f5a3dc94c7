import ArgumentParser
import BenchmarkKit
import CCallgrind
import ChildProcesses
import Foundation
import MappingSeam
import MappingSuite
import ModelRuntime

/// Counts instructions per operation of cells under `valgrind --tool=callgrind --collect-atstart=no`:
/// each child of this runner (``Callgrind/countInChild(_:iterations:cell:)``) takes a batch of cells and
/// forks once per cell; the fork warms its cell up once, zeroes callgrind's counters, collects only
/// around the counted operations and dumps the count with the cell's id as the reason. Used by
/// `modelbench instructions`, by `run --instructions`, and by a scaffolded package's runner (`make
/// scaffold-check` holds its ratios to the built-in models' by these counts, which a noisy machine cannot
/// move).
///
/// Each cell gets a process of its own, forked from one that has done nothing but build the suite: cells
/// run in one process shift each other's counts (the allocator's state differs). Forking, not starting
/// a process per cell, spares each cell valgrind's start and the loading of Swift's libraries under it,
/// which took most of a cell's time. As many batches run at once as there are cores. Instrumentation
/// starts in the fork, after its warm-up (`--instr-atstart=no`): the suite and the cell are built under
/// valgrind's plain translation, several times faster than callgrind's, and nothing they run is counted.
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
  /// The child's command line after the executable, before `--iterations N`: the subcommand that runs
  /// ``countInChild(_:iterations:cell:)`` on the cells it reads from its standard input, one id a line,
  /// and whatever selects its suite.
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
    // Dealt round, so that each batch gets a share of every workload's cells.
    let batchCount = max(1, min(ids.count, ProcessInfo.processInfo.activeProcessorCount))
    let batches = (0..<batchCount).map { batch in
      stride(from: batch, to: ids.count, by: batchCount).map { ids[$0] }
    }
    let results = Locked([String: Result<CallgrindProfile, ChildFailure>]())
    let progress = CountProgress(total: ids.count)
    DispatchQueue.concurrentPerform(iterations: batches.count) { index in
      let outcomes = profile(
        batches[index], executable: executable, scratch: scratch.appendingPathComponent(String(index)),
        progress: progress)
      results.withLock { $0.merge(outcomes) { $1 } }
    }
    var cells: [String: CallgrindProfile] = [:]
    for (id, outcome) in results.withLock({ $0 }).sorted(by: { $0.key < $1.key }) {
      switch outcome {
      case .success(let profile): cells[id] = profile
      case .failure(let failure):
        FileHandle.standardError.write(Data("\(CommandExit.executableName): \(id): \(failure.why)\n".utf8))
      }
    }
    return cells
  }

  /// One batch under callgrind: each cell's dump of its counted operations, or why there is none.
  private func profile(
    _ ids: [String], executable: String, scratch: URL, progress: CountProgress
  ) -> [String: Result<
    CallgrindProfile, ChildFailure
  >] {
    do {
      try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    } catch {
      return Dictionary(
        uniqueKeysWithValues: ids.map {
          ($0, .failure(ChildFailure(why: "cannot create \(scratch.path): \(error)")))
        })
    }
    let commandLine = [executable] + childArguments + ["--iterations", String(iterations)]
    let arguments =
      [
        "valgrind", "--tool=callgrind", "--collect-atstart=no", "--instr-atstart=no",
        "--callgrind-out-file=\(scratch.path)/callgrind.out.%p", "--toggle-collect=\(Self.uncounted)",
        "--quiet",
      ] + commandLine
    let environment = Self.childEnvironment(
      commandLine: commandLine, from: ProcessInfo.processInfo.environment)
    // The child names each cell on its output as its fork ends: the progress line.
    let lines = Locked(Data())
    let child = ChildProcess(
      "/usr/bin/env", arguments, environment: .replaced(environment),
      input: .bytes(Data(ids.map { $0 + "\n" }.joined().utf8)),
      output: .streamed { data in
        let ended = lines.withLock { pending -> [String] in
          pending.append(data)
          guard let last = pending.lastIndex(of: UInt8(ascii: "\n")) else { return [] }
          let complete = pending[..<last]
          pending.removeSubrange(...last)
          return complete.split(separator: UInt8(ascii: "\n")).map { String(decoding: $0, as: UTF8.self) }
        }
        for id in ended { progress.counted(id) }
      }, errors: .inherited)
    let ran: Result<Void, ChildFailure>
    do {
      let ending = try child.run()
      ran = ending.succeeded ? .success(()) : .failure(ChildFailure(why: "the count child \(ending.summary)"))
    } catch {
      ran = .failure(ChildFailure(why: "\(error)"))
    }
    var outcomes: [String: Result<CallgrindProfile, ChildFailure>] = [:]
    var unreadable: ChildFailure?
    for name in (try? FileManager.default.contentsOfDirectory(atPath: scratch.path)) ?? [] {
      guard let text = try? String(contentsOf: scratch.appendingPathComponent(name), encoding: .utf8) else {
        continue
      }
      do {
        let profile = try CallgrindProfile.parse(text)
        if let reason = profile.reason, ids.contains(reason) { outcomes[reason] = .success(profile) }
      } catch {
        unreadable = ChildFailure(why: "\(name): \(error)")
      }
    }
    let missing: ChildFailure
    switch ran {
    case .failure(let failure): missing = failure
    case .success:
      missing =
        unreadable
        ?? ChildFailure(
          why: "callgrind wrote no count (the cell failed, or valgrind is missing: `make deps`)")
    }
    for id in ids where outcomes[id] == nil { outcomes[id] = .failure(missing) }
    return outcomes
  }
}

extension Callgrind {
  /// The child's side, under callgrind: for each cell a fork, which warms the cell up once, then counts
  /// its `iterations` operations and dumps them with the cell's id as the reason. A cell that fails or
  /// traps ends only its fork (the parent reports it missing).
  static func countInChild(
    _ ids: CountInput, iterations: Int, cell: (String) -> BenchmarkCase?
  ) throws {
    guard modelbench_running_on_valgrind() != 0 else {
      throw ValidationError("the instruction-counting child runs under callgrind only")
    }
    try ids.forEachLine { line in
      let child = fork()
      guard child != 0 else {
        if let cell = cell(String(decoding: line, as: UTF8.self)) { count(cell, iterations: iterations) }
        _exit(0)
      }
      guard child > 0 else { throw ValidationError("cannot fork: \(String(cString: strerror(errno)))") }
      var status: Int32 = 0
      while waitpid(child, &status, 0) < 0 && errno == EINTR {}
      // The id again, on the output: the parent's progress line.
      _ = write(STDOUT_FILENO, line.baseAddress, line.count)
      _ = write(STDOUT_FILENO, "\n", 1)
    }
  }

  /// One cell's count, in its fork.
  private static func count(_ cell: BenchmarkCase, iterations: Int) {
    guard let body = cell.body, (try? body()) != nil else { return }
    modelbench_callgrind_start_instrumentation()
    modelbench_callgrind_zero()
    modelbench_callgrind_toggle_collect()
    let counted = (try? profiledLoop(body, iterations)) != nil
    modelbench_callgrind_toggle_collect()
    if counted { cell.id.withCString { modelbench_callgrind_dump($0) } }
  }
}

/// The operations of a counted or profiled cell, never inlined, so that callgrind can count only it:
/// `valgrind --tool=callgrind --collect-atstart=no --toggle-collect='*profiledLoop*' modelbench profile ID`.
@inline(never)
package func profiledLoop(_ body: () throws -> Any, _ iterations: Int) throws {
  for _ in 0..<iterations { blackHole(try body()) }
}

/// The progress line of a count: cells done of all, with the time left at the pace so far.
final class CountProgress: Sendable {
  private let total: Int
  private let started = ContinuousClock.now
  private let done = Locked(0)

  init(total: Int) { self.total = total }

  /// Cell `id` was counted (or failed: it ended either way).
  func counted(_ id: String) {
    let done = done.withLock { done -> Int in
      done += 1
      return done
    }
    let elapsed = Double((ContinuousClock.now - started).components.seconds)
    let eta = elapsed / Double(done) * Double(total - done)
    FileHandle.standardError.write(Data("  [instructions \(done)/\(total), ETA \(Int(eta)) s] \(id)\n".utf8))
  }
}
