import Foundation

/// A fault put into the cells whose id contains a text, for testing that a run survives it (the runner's
/// hidden `--inject-fault trap:text` or `hang:text`): the cell traps, or never finishes, in its output
/// check where it has one, else when timed.
package struct InjectedFault: Sendable, Equatable {
  package enum Kind: String, Sendable { case trap, hang }

  package var kind: Kind
  package var text: String

  package init(kind: Kind, text: String) {
    self.kind = kind
    self.text = text
  }

  /// Parses `trap:text` or `hang:text`; nil for anything else.
  package static func parse(_ spec: String) -> InjectedFault? {
    guard let colon = spec.firstIndex(of: ":"), let kind = Kind(rawValue: String(spec[..<colon])),
      spec.index(after: colon) < spec.endIndex
    else { return nil }
    return InjectedFault(kind: kind, text: String(spec[spec.index(after: colon)...]))
  }

  /// The case with the fault in its body, if its id matches.
  package func apply(to benchmarkCase: BenchmarkCase) -> BenchmarkCase {
    guard benchmarkCase.id.contains(text), benchmarkCase.body != nil else { return benchmarkCase }
    var faulty = benchmarkCase
    let fault: @Sendable () throws -> Any
    switch kind {
    case .trap: fault = { fatalError("injected fault in \(benchmarkCase.id)") }
    case .hang:
      fault = {
        while true { Thread.sleep(forTimeInterval: 1) }
      }
    }
    // The output check, which runs first, meets the fault where the cell has one; else the timed body.
    faulty.body = fault
    if faulty.check != nil {
      faulty.check = {
        _ = try? fault()
        return nil
      }
    }
    return faulty
  }
}
