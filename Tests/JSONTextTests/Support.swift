import Foundation
import JSONText

/// The shared fixtures folder: `$MODELBENCH_FIXTURES`, else `shared/fixtures` beside the checkout.
let fixturesDirectory: URL = {
  if let override = ProcessInfo.processInfo.environment["MODELBENCH_FIXTURES"], !override.isEmpty {
    return URL(fileURLWithPath: override)
  }
  var url = URL(fileURLWithPath: #filePath)
  for _ in 0..<4 { url.deleteLastPathComponent() }
  return url.appendingPathComponent("shared/fixtures")
}()

/// Foundation's reading of `data`, any top-level value; nil when it refuses.
func foundationValue(_ data: Data) -> Any? {
  try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
}

/// `JSONTree.equal` with `b` read by JSONSerialization.
func sameTree(_ a: Any, _ b: Any) -> Bool { JSONTree.equal(a, b, foundationStrings: true) }
