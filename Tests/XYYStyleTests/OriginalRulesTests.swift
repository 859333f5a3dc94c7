import DesignTestSupport
import Foundation
import Testing
import XYYStyle

/// The rules of XYYModel.m that XYYStyle did not follow before, one test each, with concrete values.
@Suite struct OriginalRulesTests {
  final class Rules: NSObject, XYYJsonModel {
    var label: String? = "start"
    var note: String? = "start"
    var count = 5
    var size = CGSize(width: 1, height: 1)
    var origin = CGPoint(x: 1, y: 1)
    var range = NSRange(location: 1, length: 1)
    var decimal: Decimal?
    var boxed: NSNumber?
    var date: Date?
    var url: URL? = URL(string: "https://start.example")
    var started: [String] = []
    override required init() { super.init() }

    static let xyy_methods = XYYMethods(Rules.self) { m in
      m.converter("convertLabelValue") { _, _ in nil }  // a converter's nil is written as it is
      m.nilValue("nilNoteValue") { _ in "nil note" }
      m.nilValue("nilCountValue") { _ in -1 }
      m.nilValue("nilSizeValue") { _ in CGSize(width: 9, height: 9) }
      m.nilValue("nilUrlValue") { _ in URL(string: "https://nil.example") }
    }
  }

  @Test func theNilValueIsForNullAndFailedStructsOnly() throws {
    let model = try #require(
      Rules.xyy_model(with: ["label": "x", "note": NSNull(), "count": ["x"], "size": 7, "url": 7]))
    #expect(model.label == nil)  // converter returned nil (m: the boxed return value, nil)
    #expect(model.note == "nil note")  // NSNull → nil<Name>Value
    #expect(model.count == 0)  // a number that fails is 0 (`value ?: @0`), not -1
    #expect(model.size == CGSize(width: 9, height: 9))  // a struct that fails → nil<Name>Value
    #expect(model.url == nil)  // an object that fails is nil, not the nil value
  }

  @Test func coercionsAsTheOriginalMakesThem() throws {
    let model = try #require(
      Rules.xyy_model(with: ["range": "7", "decimal": "abc", "boxed": "12.5", "date": "2018-05-04 08:45:15"]))
    #expect(model.range == NSRange(location: 7, length: 0))  // NSRangeFromString
    #expect(model.decimal?.isNaN == true)  // decimalNumberWithString: of letters
    #expect(model.boxed == 12.5)  // NSNumber property: performDefaultConvertToNumber
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"  // no zone: the current time zone, as NSDateFormatter
    #expect(model.date == formatter.date(from: "2018-05-04 08:45:15"))
  }

  @Test func theExportMapsKeysAndKeepsObjectsWithoutJSON() throws {
    struct Keyed: XYYJsonModel {
      var userName = "u"
      var when = Date(timeIntervalSince1970: 0)
      func xyy_propertyName(forKey key: String) -> String { key == "user_name" ? "userName" : key }
      static let xyy_methods = XYYMethods(Keyed.self) { m in
        m.toJSON("convertWhenToJsonValue") { _ in "custom" }
      }
    }
    let model = Keyed()
    #expect(
      model.xyy_convertToDictionary(withKeys: ["user_name"], forJson: true)["user_name"] as? String == "u")
    #expect(model.xyy_value(forKey: "user_name", forJson: false) as? String == "u")
    #expect(model.xyy_value(forKey: "when", forJson: true) as? String == "custom")
    // convert<Name>ToJsonValue is asked only for JSON (m: `if (forJson)`): the date itself without.
    #expect(model.xyy_value(forKey: "when", forJson: false) as? Date == Date(timeIntervalSince1970: 0))
    #expect(model.xyy_value(forKey: "missing", forJson: true) == nil)
  }

  @Test func convertToJsonValueTakesAnyValue() throws {
    struct Item: XYYJsonModel, Hashable { var name = "i" }
    let value: [String: Any] = [
      "models": [Item()], "set": Set([Item()]), "nested": ["k": [Item()]], "float": CGFloat(1.5),
      "nan": Double.nan, "nil": Optional<Int>.none as Any,
    ]
    let json = try #require(xyy_convertToJsonValue(value) as? [String: Any])
    #expect(JSONSerialization.isValidJSONObject(json))
    #expect((json["models"] as? [[String: Any]])?.first?["name"] as? String == "i")
    #expect((json["set"] as? [[String: Any]])?.count == 1)
    #expect(((json["nested"] as? [String: Any])?["k"] as? [[String: Any]])?.first?["name"] as? String == "i")
    #expect(json["float"] as? NSNumber == 1.5)
    #expect(json["nan"] is NSNull)
    #expect(json["nil"] is NSNull)
  }

  /// The header's helpers, and a model that takes `startUpdateProperty` over.
  @Test func theHeadersHelpers() throws {
    final class Taking: NSObject, XYYJsonModel {
      var count = 0
      var seen: [String] = []
      override required init() { super.init() }
      func xyy_startUpdateProperty(_ propertyName: String, withValue value: Any?) {
        seen.append(propertyName)
        guard xyy_isValidateProperty(propertyName, forDicToModel: true) else { return }
        // Doubles the value, then converts and writes it as the default would.
        let doubled = (value as? Int).map { $0 * 2 } ?? value
        xyy_updateProperty(propertyName, withValue: xyy_convertValue(doubled, forProperty: propertyName))
      }
    }
    let model = try #require(Taking.xyy_model(with: ["count": 21, "unknown": 1]))
    #expect(model.count == 42)
    #expect(Set(model.seen) == ["count", "unknown"])  // called before anything is checked
    #expect(model.xyy_convertValue("7", forProperty: "count") as? Int == 7)
    #expect(model.xyy_convertValue("7", forProperty: "unknown") == nil)
    model.xyy_updateProperty("count", withValue: NSNumber(value: 3))  // unboxed as the original does
    #expect(model.count == 3)
    #expect(!model.xyy_isValidateProperty("unknown", forDicToModel: true))
  }

  /// nil is archived and read back as nil; nested models archive through NSCoding.
  @Test func archivesKeepNilAndNestedModels() throws {
    let node = ArchivedNode()
    node.name = nil
    node.child = ArchivedNode()
    node.child?.name = "child"
    let data = try NSKeyedArchiver.archivedData(withRootObject: node, requiringSecureCoding: true)
    try ArchivedNode.xyy_validateArchive(data)
    let back = try #require(try NSKeyedUnarchiver.unarchivedObject(ofClass: ArchivedNode.self, from: data))
    #expect(back.name == nil)
    #expect(back.child?.name == "child")
    #expect(back.child?.child == nil)
  }
}

/// A top-level class: NSKeyedArchiver names the classes it archives.
final class ArchivedNode: XYYArchivedModel {
  var name: String? = "default"
  var child: ArchivedNode?
}
