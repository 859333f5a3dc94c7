import Foundation
import Testing
import XYYStyle

/// A class model and a subclass of it, each its own dynamic type for the per-type dispatch.
class DispatchAnimal: XYYJsonModel {
  var name = "animal"
  required init() {}
}

final class DispatchDog: DispatchAnimal {
  var barks = true
}

/// `- convertToJsonValue` found per dynamic type: the same outcome for every value of a type, whichever
/// type was met first, on any thread.
@Suite struct XYYJSONDispatchTests {
  /// Values of no common JSON type, each as a JSON value: models by their own type's fields, optionals
  /// unwrapped (a nil one, and one boxed in `Any`, included), arrays of models element by element.
  static var cases: [(label: String, value: Any?, expected: Any)] {
    [
      ("a struct model", Child(name: "c"), ["name": "c"]),
      ("a class model", DispatchAnimal(), ["name": "animal"]),
      ("its subclass", DispatchDog(), ["name": "animal", "barks": true]),
      (
        "a subclass seen as its superclass", DispatchDog() as DispatchAnimal,
        ["name": "animal", "barks": true]
      ),
      ("an optional model in Any", Optional(Child(name: "o")) as Any, ["name": "o"]),
      ("a nil optional in Any", Optional<Child>.none as Any, NSNull()),
      ("an optional optional", Optional(Optional(Child(name: "d"))) as Any, ["name": "d"]),
      ("nil", nil, NSNull()),
      ("an array of models", [Child(name: "a"), Child(name: "b")], [["name": "a"], ["name": "b"]]),
      ("an array of optional models", [Child(name: "a"), nil] as [Child?], [["name": "a"], NSNull()]),
      ("a dictionary of models", ["k": Child(name: "v")], ["k": ["name": "v"]]),
    ]
  }

  /// A JSON value as text with sorted keys, to compare containers of Swift and Foundation values.
  static func text(_ json: Any) -> String? {
    let data = try? JSONSerialization.data(withJSONObject: json, options: [.sortedKeys, .fragmentsAllowed])
    return data.flatMap { String(data: $0, encoding: .utf8) }
  }

  static func converts(_ index: Int) -> Bool {
    let (_, value, expected) = cases[index]
    return text(xyy_convertToJsonValue(value)) ?? "invalid" == text(expected)
  }

  @Test(arguments: 0..<cases.count)
  func aValueOfEachTypeConverts(index: Int) {
    let (label, value, expected) = Self.cases[index]
    // Twice: the first call fills the dispatch for the type, the second reads it.
    for _ in 0..<2 {
      let json = Self.text(xyy_convertToJsonValue(value))
      #expect(json != nil && json == Self.text(expected), "\(label): \(json ?? "invalid JSON")")
    }
  }

  /// Threads converting every case at once, each starting at another type, all get the expected values.
  @Test func threadsAgree() async {
    let count = Self.cases.count
    await withTaskGroup(of: [Int].self) { group in
      for offset in 0..<8 {
        group.addTask {
          (0..<count).map { ($0 + offset) % count }.filter { !Self.converts($0) }
        }
      }
      for await failed in group { #expect(failed.isEmpty, "cases \(failed) converted otherwise") }
    }
  }
}
