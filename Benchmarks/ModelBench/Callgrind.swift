import BenchmarkCommands
import BenchmarkKit
import Foundation
import ModelRuntime

/// Counts instructions per operation of cells, each in a child of this runner under
/// `valgrind --tool=callgrind --collect-atstart=no` (`modelbench instructions --child`): the child warms
/// its cell up once, zeroes callgrind's counters, collects only around the counted operations and dumps
/// the count with the cell's id as the reason. Used by `instructions` and by `run --instructions`.
///
/// Each cell gets a process of its own: cells run in one process shift each other's counts by up to 2 %
/// (the allocator's state differs). As many children run at once as there are cores.
struct Callgrind {
  var iterations: Int
  var allWorkloads: Bool
  var extraWork: [String] = []

  /// The count of every id that succeeded; the failures, with why, on stderr.
  func count(_ ids: [String]) -> [String: Double] {
    profile(ids).mapValues { $0.total / Double(iterations) }
  }

  /// The profile (all `iterations` operations) of every id that succeeded; the failures, with why, on
  /// stderr.
  func profile(_ ids: [String]) -> [String: CallgrindProfile] {
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
        FileHandle.standardError.write(Data("modelbench: \(id): \(failure.why)\n".utf8))
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
    var arguments = [
      "valgrind", "--tool=callgrind", "--collect-atstart=no",
      "--callgrind-out-file=\(scratch.path)/callgrind.out",
      "--quiet", executable, "instructions", "--child", "--cell", id, "--iterations", String(iterations),
    ]
    if allWorkloads { arguments.append("--all-workloads") }
    arguments += extraWork.flatMap { ["--extra-work", $0] }
    setenv(ReproducibleProcess.variable, "1", 1)
    return ChildFailure.run(URL(fileURLWithPath: "/usr/bin/env"), arguments).flatMap { _ in
      let names = (try? FileManager.default.contentsOfDirectory(atPath: scratch.path)) ?? []
      var unreadable: ChildFailure?
      for name in names {
        guard let text = try? String(contentsOf: scratch.appendingPathComponent(name), encoding: .utf8) else {
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
