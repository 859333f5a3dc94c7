import Foundation
import ModelRuntime
import Testing

@Suite struct JSONInputTests {
  @Test func dataStringAndContainersAreAccepted() throws {
    let fromData = try JSONInput.object(from: Data(#"{"a":1}"#.utf8))
    #expect(fromData["a"] as? Int == 1)
    let fromString = try JSONInput.object(from: #"{"b":"x"}"#)
    #expect(fromString["b"] as? String == "x")
    let passed = try JSONInput.object(from: ["c": true] as [String: Any])
    #expect(passed["c"] as? Bool == true)
    let array = try JSONInput.array(from: "[1,2,3]")
    #expect(array.count == 3)
  }

  @Test func malformedTextIsAnError() {
    do {
      _ = try JSONInput.object(from: #"{"a":"#)
      Issue.record("malformed JSON parsed")
    } catch {
      guard case .malformed(let message) = error.reason else {
        Issue.record("unexpected reason \(error.reason)")
        return
      }
      #expect(!message.isEmpty)
      #expect(error.description.hasPrefix("The data is not valid JSON"))
    }
  }

  @Test func wrongTopLevelKindIsAnError() {
    #expect(throws: JSONInputError(.wrongTopLevel(expected: "object", found: "an array"))) {
      try JSONInput.object(from: "[1]")
    }
    #expect(throws: JSONInputError(.wrongTopLevel(expected: "array", found: "an object"))) {
      try JSONInput.array(from: "{}")
    }
    #expect(throws: JSONInputError(.wrongTopLevel(expected: "object", found: "an integer"))) {
      try JSONInput.object(from: "12")
    }
  }

  @Test func invalidUTF8IsAnError() {
    let bytes = Data([0x7B, 0x22, 0x61, 0x22, 0x3A, 0x22, 0xFF, 0xFE, 0x22, 0x7D])  // {"a":"\xFF\xFE"}
    #expect(throws: JSONInputError(.invalidUTF8)) { try JSONInput.object(from: bytes) }
  }

  @Test func otherInputIsAnError() {
    #expect(throws: JSONInputError(.unsupportedInput("Int"))) { try JSONInput.value(from: 5) }
  }

  @Test func kindsFromJSONSerialization() throws {
    let object = try JSONInput.object(
      from:
        #"{"n":null,"t":true,"f":false,"one":1,"zero":0,"d":1.5,"s":"x","a":[],"o":{},"big":18446744073709551615}"#
    )
    #expect(JSONValueKind.of(object["n"]!) == .null)
    #expect(JSONValueKind.of(object["t"]!) == .bool)
    #expect(JSONValueKind.of(object["f"]!) == .bool)
    #expect(JSONValueKind.of(object["one"]!) == .integer)
    #expect(JSONValueKind.of(object["zero"]!) == .integer)
    #expect(JSONValueKind.of(object["d"]!) == .double)
    #expect(JSONValueKind.of(object["s"]!) == .string)
    #expect(JSONValueKind.of(object["a"]!) == .array)
    #expect(JSONValueKind.of(object["o"]!) == .object)
    #expect(JSONValueKind.of(object["big"]!) == .integer)
  }

  @Test func kindsOfNativeSwiftValues() {
    #expect(JSONValueKind.of(true) == .bool)
    #expect(JSONValueKind.of(1) == .integer)
    #expect(JSONValueKind.of(Int8(1)) == .integer)
    #expect(JSONValueKind.of(2.5) == .double)
    #expect(JSONValueKind.of(Float(2.5)) == .double)
    #expect(JSONValueKind.of("s") == .string)
    #expect(JSONValueKind.of([1, 2]) == .array)
    #expect(JSONValueKind.of(["a": 1]) == .object)
    #expect(JSONValueKind.of(NSNull()) == .null)
    #expect(JSONValueKind.of(Date()) == .other)
    #expect(JSONValueKind.isBoolean(NSNumber(value: true)))
    #expect(!JSONValueKind.isBoolean(NSNumber(value: 1)))
  }
}

@Suite struct JSONValueTests {
  @Test func readsFoundationValuesWithoutACast() throws {
    let object = try JSONInput.object(
      from: #"{"n":42,"t":true,"d":1.5,"s":"héllo","o":{"k":1},"a":[1,"x"],"z":null}"#)
    #expect(JSONValue.foundationNumber(object["n"]!)?.intValue == 42)
    #expect(JSONValue.foundationNumber(object["t"]!)?.boolValue == true)
    #expect(JSONValue.foundationNumber(object["d"]!)?.doubleValue == 1.5)
    #expect(JSONValue.string(object["s"]!) == "héllo")
    #expect(JSONValue.object(object["o"]!)?["k"] as? Int == 1)
    #expect(JSONValue.array(object["a"]!)?.count == 2)
    #expect(JSONValue.isNull(object["z"]!))
  }

  @Test func otherDynamicTypesGiveNil() {
    #expect(JSONValue.foundationNumber(42) == nil)  // a native Int is not an NSNumber here
    #expect(JSONValue.string(NSString(string: "bridged")) == nil)
    #expect(JSONValue.object(["k": 1]) == nil)  // [String: Int], not [String: Any]
    #expect(JSONValue.array([1, 2]) == nil)  // [Int], not [Any]
    #expect(!JSONValue.isNull(0))
    let long = String(repeating: "long string past the small-string limit ", count: 4)
    #expect(JSONValue.string(long) == long)
  }
}

@Suite struct JSONValueKindOfSwiftValuesTests {
  @Test func swiftStructsAreNotBridgedToFoundation() {
    #expect(JSONValueKind.of(URL(string: "https://a.example")!) == .other)
    #expect(JSONValueKind.of(Data([1])) == .other)
    #expect(JSONValueKind.of(NSString(string: "ns")) == .string)
    #expect(JSONValueKind.of(NSArray(array: [1])) == .array)
    #expect(JSONValueKind.of(NSDictionary(dictionary: ["a": 1])) == .object)
    #expect(JSONValueKind.of(UInt8(3)) == .integer)
  }
}

@Suite struct NestedExistentialTests {
  /// Generic code with `T == Any` boxes an `Any` inside an `Any`; `type(of:)` reports the inner type.
  @Test func valuesNestedInAnotherAnyAreReadCorrectly() {
    func box<T>(_ value: T) -> Any { value }
    let inner: Any = "nested string"
    let nested = box(inner)
    #expect(String(describing: type(of: nested)) == "String")
    #expect((JSONValue.string(nested) ?? (nested as? String)) == "nested string")
    let number: Any = NSNumber(value: 5)
    let nestedNumber = box(number)
    #expect((JSONValue.foundationNumber(nestedNumber) ?? (nestedNumber as? NSNumber))?.intValue == 5)
    let null: Any = NSNull()
    #expect(JSONValue.isNull(box(null)))
    let object: Any = ["k": 1] as [String: Any]
    #expect((JSONValue.object(box(object)) ?? (box(object) as? [String: Any]))?["k"] as? Int == 1)
    #expect(JSONValueKind.of(box(inner)) == .string)
  }
}

/// The kinds told by type identity agree with what the casts would say.
@Suite struct JSONValueKindTests {
  @Test func eachValuesKind() {
    let cases: [(Any, JSONValueKind)] = [
      (Int8(1), .integer), (Int16(1), .integer), (Int32(1), .integer), (Int64(1), .integer),
      (UInt(1), .integer), (UInt8(1), .integer), (UInt16(1), .integer), (UInt32(1), .integer),
      (UInt64(1), .integer), (Float(1.5), .double), (CGFloat(1.5), .double), (Date(), .other),
      (URL(string: "https://example.com")!, .other), (Data([1]), .other), (Decimal(1), .other),
      (UUID(), .other),
      (["a"], .array), ("a", .string), (1, .integer), (1.5, .double), (true, .bool),
      (NSNumber(value: true), .bool),
      (NSNumber(value: 1), .integer), (NSNumber(value: 1.5), .double), (NSNull(), .null),
      ([1] as [Any], .array),
      (["a": 1] as [String: Any], .object), (Set([1]), .other),
    ]
    for (value, kind) in cases { #expect(JSONValueKind.of(value) == kind, "\(type(of: value))") }
  }
}

/// `JSONValue.scalarArray`: a typed array of JSON scalars is JSON as it stands; anything else is not.
@Suite struct ScalarArrayTests {
  @Test func typedScalarsPassAsTheyAre() throws {
    let values: [Any] = [
      [1, 2] as [Int], ["a", "b"], [true], [1.5, -0.0, .leastNonzeroMagnitude] as [Double], [Double](),
    ]
    for value in values {
      let passed = try #require(JSONValue.scalarArray(value), "\(value)")
      #expect(type(of: passed) == type(of: value))
    }
  }

  @Test func anythingElseIsNot() {
    let values: [Any] = [
      [1.0, .nan] as [Double], [Double.infinity], [1, "a"] as [Any], [[1.0]] as [[Double]], [Float(1)],
      1.5, "text", [NSNumber(value: 1)], [1.0] as [Any],
    ]
    for value in values { #expect(JSONValue.scalarArray(value) == nil, "\(value)") }
  }
}
