import Dispatch
import Foundation
import Synchronization
import Testing
import XYYStyle

/// The write path is an argument of each call: calls that ask for different paths at the same time, on
/// many threads, each get the path they asked for.
@Suite struct WritePathTests {
  @Test func eachCallGetsThePathItAsksFor() {
    let declared = Thermometer.xyy_model(with: ["celsius": 21.5])!
    #expect(declared.celsius == 21.5)
    #expect(declared.didSetCount == 1)  // through setCelsius, which runs didSet
    let stored = Thermometer.xyy_model(with: ["celsius": 21.5], path: .storedField)!
    #expect(stored.celsius == 21.5)
    #expect(stored.didSetCount == 0)  // straight into the field
    // A computed property has no field: the setter is the only way, whatever the call asks.
    let computed = Thermometer.xyy_model(with: ["fahrenheit": 212.0], path: .storedField)!
    #expect(computed.celsius == 100)
  }

  @Test func concurrentCallsOnBothPathsNeverSeeEachOthersChoice() {
    let wrong = Atomic<Int>(0)
    DispatchQueue.concurrentPerform(iterations: 8) { thread in
      for index in 0..<2_000 {
        let path: XYYWritePath = (thread + index) % 2 == 0 ? .asDeclared : .storedField
        guard let model = Thermometer.xyy_model(with: ["celsius": Double(index)], path: path) else {
          wrong.add(1, ordering: .relaxed)
          continue
        }
        let expected = path == .asDeclared ? 1 : 0
        if model.didSetCount != expected || model.celsius != Double(index) {
          wrong.add(1, ordering: .relaxed)
        }
      }
    }
    #expect(wrong.load(ordering: .relaxed) == 0)
  }

  @Test func aModelThatPrefersTheFieldKeepsItOnEveryPath() {
    for path in [XYYWritePath.asDeclared, .storedField] {
      let model = DirectThermometer.xyy_model(with: ["celsius": 3.0], path: path)!
      #expect(model.didSetCount == 0)
    }
  }
}
