import BenchmarkKit
import Foundation
import MappingSeam
import ModelFixtures

/// The stress mode's scenarios (`modelbench stress`): memory under load, for each implementation.
///
/// Each scenario builds its input first, then runs its conversions through the seam's `decodeData`, the
/// path a user's bytes take. The runner runs every (scenario, implementation) pair in a fresh process and
/// reports the peak resident size above the start against ``boundBytes(inputBytes:settings:)``.
package enum StressScenario: String, CaseIterable, Sendable {
  /// One very large document: Twitter statuses from the fixture, repeated to ``Settings/megabytes``,
  /// decoded into one `TwitterSearch`.
  case largeDocument = "large-document"
  /// Many threads at once: ``Settings/threads`` threads, each decoding the Weibo status
  /// ``Settings/conversionsPerThread`` times (one model alive per thread at a time).
  case threads

  /// The sizes a run uses; the defaults are the issue's (100 MB; 8 threads × 10 000).
  package struct Settings: Sendable, Hashable {
    package var megabytes = 100
    package var threads = 8
    package var conversionsPerThread = 10_000

    package init(megabytes: Int = 100, threads: Int = 8, conversionsPerThread: Int = 10_000) {
      self.megabytes = megabytes
      self.threads = threads
      self.conversionsPerThread = conversionsPerThread
    }
  }

  /// What the scenario does and why its bound is what it is, for the report.
  package func summary(_ settings: Settings) -> String {
    switch self {
    case .largeDocument:
      "A \(settings.megabytes) MB Twitter search response (the fixture's statuses repeated) decoded into "
        + "one model. The document is parsed into containers, then mapped: both live at once, and the "
        + "containers of a JSON text take a few times its size (Codable maps without them). Bound: \(Self.documentFactor)× the document."
    case .threads:
      "\(settings.threads) threads, each decoding the Weibo status \(settings.conversionsPerThread) times "
        + "(bytes → model, one model alive per thread). Memory must not grow with the number of "
        + "conversions: per-type caches are built once and nothing is kept. Bound: "
        + "\(Self.threadBoundMegabytes) MB."
    }
  }

  /// Growth allowed for the large document, as a multiple of its size.
  static let documentFactor = 6
  /// Growth allowed for the threads scenario, whatever the counts.
  static let threadBoundMegabytes = 32

  /// Whether `implementation` can decode the scenario's model type (XYYStyle's field path covers the
  /// small fixtures only).
  package func supports(_ implementation: any MappingImplementation) -> Bool {
    switch self {
    case .largeDocument: implementation.codec(for: TwitterSearch.self) != nil
    case .threads: implementation.codec(for: WeiboStatus.self) != nil
    }
  }

  /// The most the peak may rise above the resident size at the start.
  package func boundBytes(inputBytes: Int, settings: Settings) -> Int {
    switch self {
    case .largeDocument: inputBytes * Self.documentFactor
    case .threads: Self.threadBoundMegabytes << 20
    }
  }

  /// The scenario's input, built before anything is measured.
  /// - Throws: `FixtureError` when the fixtures are missing.
  package func input(_ settings: Settings) throws -> Data {
    switch self {
    case .largeDocument: try Self.twitterDocument(bytes: settings.megabytes << 20)
    case .threads: try Fixture.weiboStatus.data()
    }
  }

  /// Runs the conversions on `implementation`.
  /// - Returns: Conversions that gave a model, those that gave an error value, and the wall time; nil
  ///   when the implementation cannot decode the scenario's model type.
  package func run(_ input: Data, on implementation: any MappingImplementation, settings: Settings) -> (
    conversions: Int, failures: Int, seconds: Double
  )? {
    let started = ContinuousClock.now
    let outcome: (Int, Int)
    switch self {
    case .largeDocument:
      guard let codec = implementation.codec(for: TwitterSearch.self) else { return nil }
      let decoded = (try? codec.decodeData(input)) != nil
      outcome = decoded ? (1, 0) : (0, 1)
    case .threads:
      guard let codec = implementation.codec(for: WeiboStatus.self) else { return nil }
      outcome = Self.onThreads(settings.threads, each: settings.conversionsPerThread) {
        (try? codec.decodeData(input)) != nil
      }
    }
    let elapsed = ContinuousClock.now - started
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    return (outcome.0, outcome.1, seconds)
  }

  /// `count` threads started together, each running `body` `iterations` times.
  /// - Returns: How many runs returned true and how many false.
  static func onThreads(_ count: Int, each iterations: Int, _ body: @escaping @Sendable () -> Bool) -> (
    Int, Int
  ) {
    let tally = Tally()
    let done = DispatchGroup()
    for _ in 0..<count {
      done.enter()
      let thread = Thread {
        var succeeded = 0
        for _ in 0..<iterations where body() { succeeded += 1 }
        tally.add(succeeded, iterations - succeeded)
        done.leave()
      }
      thread.stackSize = 8 << 20
      thread.start()
    }
    done.wait()
    return tally.totals
  }

  /// A Twitter search response of at least `bytes`: the fixture's metadata and its statuses repeated.
  package static func twitterDocument(bytes: Int) throws -> Data {
    let fixture = try Fixture.twitter.object()
    let statuses = try (fixture["statuses"] as? [Any] ?? []).map {
      try JSONSerialization.data(withJSONObject: $0)
    }
    let metadata = try JSONSerialization.data(withJSONObject: fixture["search_metadata"] ?? [String: Any]())
    guard !statuses.isEmpty else { throw FixtureError.notAnObject(Fixture.twitter.rawValue) }
    var document = Data()
    document.reserveCapacity(bytes + statuses.map(\.count).max()! + 64)
    document.append(contentsOf: #"{"search_metadata":"#.utf8)
    document.append(metadata)
    document.append(contentsOf: #","statuses":["#.utf8)
    var index = 0
    while document.count < bytes {
      if index > 0 { document.append(UInt8(ascii: ",")) }
      document.append(statuses[index % statuses.count])
      index += 1
    }
    document.append(contentsOf: "]}".utf8)
    return document
  }
}

/// Totals added from several threads.
private final class Tally: @unchecked Sendable {
  private let lock = NSLock()
  private var succeeded = 0
  private var failed = 0

  func add(_ succeeded: Int, _ failed: Int) {
    lock.lock()
    defer { lock.unlock() }
    self.succeeded += succeeded
    self.failed += failed
  }

  var totals: (Int, Int) {
    lock.lock()
    defer { lock.unlock() }
    return (succeeded, failed)
  }
}
