// Ported from CoderMJLee/MJExtension MJExtensionTests/MultiThreadTests.swift: the same inputs and
// assertions.
//
// Adapted because Swift forces it: a concurrent DispatchQueue with `sleep(1)` in each of 200 blocks and
// expectations fulfilled by the last ones becomes 200 child tasks of a task group, all awaited.
import Foundation
import MJStyle
import Testing

@Suite struct MultiThreadTests {
  static func testerJSON(_ id: Int) -> [String: Any] {
    ["isSpecialAgent": true, "identifier": "\(id)", "age": 22, "name": "Juan"]
  }

  static func catJSON(_ id: Int) -> [String: Any] {
    ["name": "Tom", "identifier": "\(id)", "nicknames": ["Jerry's Heart", "Cowboy Tom"]]
  }

  @Test func testMultiThread() async {
    let failures = await withTaskGroup(of: [String].self) { group in
      for id in 0..<100 {
        group.addTask {
          let testerDict = Self.testerJSON(id)
          guard let tester = MJTester.mj_object(withKeyValues: testerDict) else { return ["tester \(id)"] }
          let ok =
            tester.isSpecialAgent && tester.identifier == testerDict["identifier"] as? String
            && tester.age == testerDict["age"] as! Int && tester.name == testerDict["name"] as? String
          return ok ? [] : ["tester \(id)"]
        }
        group.addTask {
          let catDict = Self.catJSON(id)
          guard let cat = MJCat.mj_object(withKeyValues: catDict) else { return ["cat \(id)"] }
          let nicknames = catDict["nicknames"] as! [String]
          let ok =
            cat.nicknames.allSatisfy(nicknames.contains) && cat.identifier == catDict["identifier"] as? String
            && cat.name == catDict["name"] as? String
          return ok ? [] : ["cat \(id)"]
        }
      }
      return await group.reduce([], +)
    }
    #expect(failures.isEmpty)
  }
}
