import Foundation
import Testing
import XYYStyle

@Suite struct XYYConversionTests {
  @Test func nullAndFailuresGiveTheEmptyValueAndOverwrite() {
    let model = Values.xyy_model(with: [
      "int": NSNull(), "int8": [1], "double": NSNull(), "bool": NSNull(), "optionalInt": NSNull(),
      "string": NSNull(), "optionalString": NSNull(), "url": "https://a.example", "size": NSNull(),
      "insets": 7, "map": "not a dictionary", "list": NSNull(), "child": NSNull(),
    ])!
    #expect(model.int == 0)
    #expect(model.int8 == 0)
    #expect(model.double == 0)
    #expect(model.bool == false)
    #expect(model.optionalInt == nil)
    #expect(model.string == "")
    #expect(model.optionalString == nil)
    #expect(model.url == nil)  // no default conversion from String to URL
    #expect(model.size == .zero)
    #expect(model.insets == XYYEdgeInsets())
    #expect(model.map.isEmpty)
    #expect(model.list.isEmpty)
    #expect(model.child == nil)
  }

  @Test func declaredNilValueWins() {
    let thermometer = Thermometer.xyy_model(with: ["scale": NSNull()])!
    #expect(thermometer.scale == -1)
    // A number that fails to convert is 0, not the nil value (XYYModel.m: `return value ?: @0`).
    let failed = Thermometer.xyy_model(with: ["scale": ["x"]])!
    #expect(failed.scale == 0)
  }

  @Test func numbersThroughTheirNumberMethods() {
    let model = Values.xyy_model(with: [
      "int": "12abc", "int8": 300, "uint64": NSNumber(value: UInt64.max), "double": "1.5e2x", "float": 2,
      "bool": "yes", "optionalInt": 7.9,
    ])!
    #expect(model.int == 12)
    #expect(model.int8 == 44)
    #expect(model.uint64 == UInt64.max)
    #expect(model.double == 150)
    #expect(model.float == 2)
    #expect(model.bool)
    #expect(model.optionalInt == 7)
    #expect(Values.xyy_model(with: ["bool": "0"])?.bool == false)
    #expect(Values.xyy_model(with: ["bool": "  +007"])?.bool == true)
  }

  @Test func objectsStringsDecimalsDates() {
    let model = Values.xyy_model(with: [
      "string": 42, "optionalString": [1, 2], "decimal": "12.50", "date": "2015-09-16 12:20:09",
    ])!
    #expect(model.string == "42")
    #expect(model.optionalString == "[1, 2]")
    #expect(model.decimal == Decimal(string: "12.5"))
    #expect(model.date == Date(timeIntervalSince1970: 1_442_406_009))
    #expect(
      Values.xyy_model(with: ["date": "2015-09-16 12:20:09 GMT+8"])?.date
        == Date(timeIntervalSince1970: 1_442_377_209))
    #expect(
      Values.xyy_model(with: ["date": "2015-09-16"])?.date == Date(timeIntervalSince1970: 1_442_361_600))
    #expect(
      Values.xyy_model(with: ["date": 1_442_377_209])?.date == Date(timeIntervalSince1970: 1_442_377_209))
    #expect(Values.xyy_model(with: ["date": 0])?.date == nil)
    #expect(Values.xyy_model(with: ["decimal": 3])?.decimal == 3)
  }

  /// Found by the round-trip fuzz target: an exported date (NSDate's description, "+0000") read back as
  /// the number 2015 before numeric offsets were accepted as zones.
  @Test(arguments: [
    ("2015-09-16 04:20:09 +0000", 1_442_377_209.0), ("2015-09-16 12:20:09 +0800", 1_442_377_209),
    ("2015-09-15 20:20:09 -08:00", 1_442_377_209), ("2015-09-16 04:20:09 +2400", 2015),
  ])
  func numericZoneOffsets(_ text: String, _ seconds: Double) {
    #expect(Values.xyy_model(with: ["date": text])?.date == Date(timeIntervalSince1970: seconds))
  }

  @Test func anExportedDateReadsBack() throws {
    let date = Date(timeIntervalSince1970: 1_442_377_209)
    let model = try #require(Values.xyy_model(with: ["date": date]))
    let exported = try #require(model.xyy_convertToDictionary(forJson: true)["date"])
    #expect(Values.xyy_model(with: ["date": exported])?.date == date)
  }

  @Test func structsContainersAndModels() {
    let model = Values.xyy_model(with: [
      "size": "{2.3,23}", "range": "{4, 5}", "insets": XYYEdgeInsets(top: 9), "map": ["a": 1, "b": "x"],
      "list": [1, "2", 3], "tags": ["t", "t", "u"], "child": ["name": "c"], "children": [["name": "a"], 5],
      "byName": ["x": ["name": "X"]], "suit": "spades",
    ])!
    #expect(model.size == CGSize(width: 2.3, height: 23))
    #expect(model.range == NSRange(location: 4, length: 5))
    #expect(model.insets.top == 9)
    #expect(model.map == ["a": 1])
    #expect(model.list == [1, 3])
    #expect(model.tags.isEmpty)  // no NSSet conversion in the original: an array into a set is nil
    #expect(model.child?.name == "c")
    #expect(model.children.map(\.name) == ["a"])
    #expect(model.byName["x"]?.name == "X")
    #expect(model.suit == .spades)
  }

  @Test func keysNamesIgnoresAndContentClasses() {
    let model = Renaming.xyy_model(with: [
      "user_name": "u", "secret": "s", "items": [["name": "i"]], "unknown": 1,
    ])!
    #expect(model.userName == "u")
    #expect(model.secret == "keep")
    #expect((model.items.first as? Child)?.name == "i")
  }

  @Test func structHelpersRoundTrip() {
    #expect("{2.3,23}".xyy_CGSizeValue == CGSize(width: 2.3, height: 23))
    #expect(String.xyy_string(with: CGSize(width: 2.3, height: 23)) == "{2.3, 23}")
    #expect(String.xyy_string(with: CGRect(x: 1, y: 2, width: 3, height: 4)) == "{{1, 2}, {3, 4}}")
    #expect("{{1, 2}, {3, 4}}".xyy_CGRectValue == CGRect(x: 1, y: 2, width: 3, height: 4))
    #expect("[1, 0, 0, 1, 5, 6]".xyy_CGAffineTransformValue == XYYAffineTransform(tx: 5, ty: 6))
    #expect("{1.5, -2}".xyy_UIOffsetValue == XYYOffset(horizontal: 1.5, vertical: -2))
    #expect("{3, 4}".xyy_CGVectorValue == XYYVector(dx: 3, dy: 4))
    #expect("{1, 2}".xyy_CGPointValue == CGPoint(x: 1, y: 2))
    #expect("garbage".xyy_CGPointValue == .zero)
  }
}

@Suite struct SetterAndFieldTests {
  @Test func aDeclaredSetterRunsDidSetTheFieldPathDoesNot() {
    let viaSetter = Thermometer.xyy_model(with: ["celsius": 20])!
    #expect(viaSetter.celsius == 20)
    #expect(viaSetter.didSetCount == 1)
    let direct = DirectThermometer.xyy_model(with: ["celsius": 20])!
    #expect(direct.celsius == 20)
    #expect(direct.didSetCount == 0)
  }

  @Test func letFieldsComputedSettersAndConverters() {
    let thermometer = Thermometer.xyy_model(with: [
      "serial": "S-1", "fahrenheit": 212, "label": "hot", "nothing": 1,
    ])!
    #expect(thermometer.serial == "S-1")  // the field path writes a let
    #expect(abs(thermometer.celsius - 100) < 1e-9)  // through the computed property's setter
    #expect(thermometer.label == "HOT")  // the converter
    let updated = Thermometer()
    updated.xyy_update(with: ["label": 5])  // the converter gives nil: the nil value, else nil
    #expect(updated.label == nil)
  }
}
