import ChildProcesses
import Foundation

/// Swift symbols made readable by the toolchain's `swift-demangle`, many in one process.
///
/// Callgrind writes C++ symbols demangled and Swift ones mangled (`$s7YYStyle…`); the anatomy's rules
/// test the demangled name with module names (`YYStyle.YYMeta.…`, `Swift.Dictionary…`) and the report
/// shows the short form (`--simplified`).
package enum SwiftDemangler {
  /// Symbol → (qualified, simplified) for every Swift symbol of `symbols`; others are left out.
  ///
  /// - Throws: When `swift-demangle` (beside `swift` in the toolchain) cannot be run.
  package static func demangle(_ symbols: [String]) throws -> [String: (
    qualified: String, simplified: String
  )] {
    let swift = symbols.filter { $0.hasPrefix("$s") || $0.hasPrefix("_$s") }
    guard !swift.isEmpty else { return [:] }
    let input = swift.joined(separator: "\n") + "\n"
    let qualified = try run(["swift-demangle"], input: input)
    let simplified = try run(["swift-demangle", "--simplified"], input: input)
    guard qualified.count >= swift.count, simplified.count >= swift.count else {
      throw DemangleError(
        reason: "swift-demangle returned \(qualified.count) lines for \(swift.count) symbols")
    }
    var names: [String: (qualified: String, simplified: String)] = [:]
    for (index, symbol) in swift.enumerated() { names[symbol] = (qualified[index], simplified[index]) }
    return names
  }

  /// Why demangling failed.
  package struct DemangleError: Error, CustomStringConvertible {
    package var reason: String
    package var description: String { reason }
  }

  private static func run(_ arguments: [String], input: String) throws -> [String] {
    let ending: ChildProcess.Ending
    do {
      ending = try ChildProcess(
        arguments[0], Array(arguments.dropFirst()), input: .bytes(Data(input.utf8)), errors: .inherited
      ).run()
    } catch {
      throw DemangleError(reason: "cannot run swift-demangle (it ships with the Swift toolchain): \(error)")
    }
    guard ending.succeeded else { throw DemangleError(reason: "swift-demangle \(ending.summary)") }
    return ending.outputText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }
}
