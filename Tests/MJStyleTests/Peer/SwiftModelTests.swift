// Ported from CoderMJLee/MJExtension MJExtensionTests/SwiftModelTests.swift: the same inputs and expected
// values.
import Foundation
import MJStyle
import Testing

@Suite struct SwiftModelTests {
  // 🌈 Use Swift model
  @Test func testNormalModel() throws {
    let testerDict: [String: Any] = ["isSpecialAgent": true, "identifier": "007", "age": 22, "name": "Juan"]
    let tester = try #require(MJTester.mj_object(withKeyValues: testerDict), "conversion failed")
    #expect(tester.isSpecialAgent)
    #expect(tester.identifier == testerDict["identifier"] as? String)
    #expect(tester.age == testerDict["age"] as! Int)
    #expect(tester.name == testerDict["name"] as? String)
  }

  // 🌈 Use Objective-C model code
  @Test func testOBJCModel() throws {
    let userDict: [String: Any] = ["rich": true, "name": "007", "age": 22, "price": "1.5"]
    let user = try #require(MJUser.mj_object(withKeyValues: userDict), "conversion failed")
    #expect(user.rich)
    #expect(user.price == Double(userDict["price"] as! String))
    #expect(Int(user.age) == userDict["age"] as! Int)
    #expect(user.name == userDict["name"] as? String)
  }
}
