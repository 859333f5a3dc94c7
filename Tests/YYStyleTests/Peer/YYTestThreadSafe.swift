// Ported from ibireme/YYModel YYModelTests/YYTestThreadSafe.m: the same model, input and assertions.
//
// Adapted because Swift forces it: an NSOperationQueue suspended, filled with 100 blocks and resumed,
// twice, with `sleep(200)` after each round, becomes two rounds of 100 concurrent child tasks awaited by
// a task group.
import Foundation
import Testing
import YYStyle

final class YYTestThreadSafeModel: NSObject, YYModel {
  var boolValue = false
  var BOOLValue = false
  var charValue: Int8 = 0
  var intValue: Int32 = 0
  var structValue = CGRect.zero
  var pointValue = CGPoint.zero
  override required init() { super.init() }
  static func modelCustomPropertyMapper() -> [String: YYKeyMapping] {
    ["boolValue": "v", "BOOLValue": "v", "charValue": "v"]
  }
}

@Suite struct YYTestThreadSafe {
  @Test func testThreadSafe() async {
    let json = #"[{"v":1},{"v":2},{"v":3}]"#
    for _ in 0..<2 {
      let counts = await withTaskGroup(of: Int.self) { group in
        for _ in 0..<100 {
          group.addTask {
            let array = [YYTestThreadSafeModel].yy_modelArray(withJSON: json) ?? []
            return array.count == 3 && array.first?.charValue == 1 ? 1 : 0
          }
        }
        return await group.reduce(0, +)
      }
      #expect(counts == 100)
    }
  }
}
