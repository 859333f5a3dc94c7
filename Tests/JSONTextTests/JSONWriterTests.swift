import Foundation
import JSONText
import Testing

@Suite struct JSONWriterTests {
  func text(_ value: Any, _ options: JSONWriter.Options = []) throws -> String {
    String(decoding: try JSONWriter.bytes(value, options: options), as: UTF8.self)
  }

  @Test func writesEveryKindOfValue() throws {
    let value: [Any] = [
      "s", NSNumber(value: true), NSNumber(value: 42), NSNumber(value: 1.5), NSNumber(value: UInt64.max),
      NSDecimalNumber(string: "12.345"), Decimal(string: "0.1")!, 7, 2.5, Int8(-3), UInt32(9), Float(0.5),
      false,
      NSNull(), ["k": [1]] as [String: Any],
    ]
    #expect(
      try text(value)
        == #"["s",true,42,1.5,18446744073709551615,12.345,0.1,7,2.5,-3,9,0.5,false,null,{"k":[1]}]"#)
  }

  /// A value is told by the type its container holds only when that is its own: a class instance stored
  /// as its superclass, and any value boxed twice (an `Any` handed through a generic `T == Any`), write
  /// as the value they hold.
  @Test func valuesWhoseContainerHoldsAnotherType() throws {
    let cases: [(Any, String)] = [
      (boxedTwice("s"), #""s""#), (boxedTwice(7), "7"), (boxedTwice(true), "true"), (boxedTwice(2.5), "2.5"),
      (boxedTwice(["k": 1] as [String: Any]), #"{"k":1}"#), (boxedTwice([1] as [Any]), "[1]"),
      (NSNumber(value: true) as NSObject, "true"), (NSDecimalNumber(string: "1.25") as NSNumber, "1.25"),
      (boxedTwice(NSNull()), "null"), (NSNull() as NSObject, "null"), (NullSubclass() as NSNull, "null"),
      (NullSubclass() as NSObject, "null"),
    ]
    for (value, expected) in cases { #expect(try text([value]) == "[\(expected)]") }
  }

  /// Swift's scalars told by their type's identity write as the casts did, non-finite doubles refused.
  /// Every double is written as its `description`, the shortest text that reads back as it, across the
  /// range: the longest, subnormals, exponent forms, integral values.
  @Test func doublesAreWrittenInTheirShortestForm() throws {
    var doubles: [Double] = [
      0, -0.0, 1, 65, -65.61361699999998, 0.1, 1e-5, 1e23, 1.7976931348623157e308, -2.2250738585072014e-308,
      .leastNonzeroMagnitude, 123_456_789_012_345_680,
    ]
    for _ in 0..<2_000 {
      doubles.append(
        Double(bitPattern: UInt64.random(in: 0..<0x7FF0_0000_0000_0000) | (Bool.random() ? 1 << 63 : 0)))
    }
    for double in doubles {
      let written = String(decoding: try JSONWriter.data([double]), as: UTF8.self)
      #expect(written == "[\(double.description)]")
    }
  }

  @Test func swiftScalarsAreWrittenByType() throws {
    let cases: [(Any, String)] = [
      (7, "7"), (Int.min, "-9223372036854775808"), (Int64.max, "9223372036854775807"), (2.5, "2.5"),
      (-0.0, "-0.0"), (true, "true"), (false, "false"),
    ]
    for (value, expected) in cases {
      #expect(try text([value]) == "[\(expected)]")
      #expect(try text(["k": value] as [String: Any]) == "{\"k\":\(expected)}")
    }
  }

  /// The typed containers told by identity, and every identity-told value boxed twice (an `Any` inside
  /// an `Any`, as generic code with `T == Any` makes), write as their `[Any]` and `NSNumber` forms do.
  @Test func typedAndDoublyBoxedValuesAreWrittenByType() throws {
    let cases: [(Any, String)] = [
      ("s", #""s""#), (7, "7"), (2.5, "2.5"), (true, "true"), (Int64(-4), "-4"),
      (["a", "b"] as [String], #"["a","b"]"#), ([1, 2] as [Int], "[1,2]"),
      ([0.5, -0.0] as [Double], "[0.5,-0.0]"), ([["k": 1]] as [[String: Any]], #"[{"k":1}]"#),
      ([[1.5], []] as [[Double]], "[[1.5],[]]"), (["k": "v"] as [String: Any], #"{"k":"v"}"#),
      ([1, "a"] as [Any], #"[1,"a"]"#),
    ]
    func boxed<T>(_ value: T) -> Any { value }
    for (value, expected) in cases {
      #expect(try text([value]) == "[\(expected)]")
      #expect(try text([boxed(value)]) == "[\(expected)]")
      #expect(try text(["k": boxed(boxed(value))] as [String: Any]) == "{\"k\":\(expected)}")
    }
  }

  @Test func aNonFiniteDoubleInATypedArrayIsRefusedWithItsPath() {
    let error = #expect(throws: JSONTextError.self) { try text(["k": [[1.0], [2.0, .nan]] as [[Double]]]) }
    #expect(error.map { "\($0)" }?.contains("k") ?? false)
  }

  /// Integers at every digit-count boundary (10ⁿ − 1, 10ⁿ, 10ⁿ + 1), both signs, and a spread of others,
  /// written as Swift prints them: the eight-digits-at-a-time formatting has no edge of its own.
  @Test func integersOfEveryLengthAreWrittenAsSwiftPrintsThem() throws {
    var values: [UInt64] = [0, 1, 9, UInt64.max, UInt64.max - 1, UInt64(Int64.max), UInt64(Int64.max) + 1]
    var power: UInt64 = 1
    for _ in 1...19 {
      power *= 10
      values += [power - 1, power, power + 1, power / 2 + 7]
    }
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    for _ in 0..<2000 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      values.append(state >> (state % 64))
    }
    var writer = JSONTokenWriter()
    var expected = ""
    try writer.beginArray()
    for value in values {
      writer.unsigned(value)
      expected += expected.isEmpty ? "\(value)" : ",\(value)"
      if let signed = Int64(exactly: value) {
        writer.integer(-signed)
        expected += ",\(-signed)"
      }
    }
    writer.integer(Int64.min)
    expected += ",\(Int64.min)"
    writer.endArray()
    #expect(String(decoding: writer.bytes, as: UTF8.self) == "[\(expected)]")
  }

  @Test func nonFiniteSwiftDoublesAreRefused() {
    for double in [Double.nan, .infinity, -.infinity] {
      #expect(throws: JSONTextError.self) { try JSONWriter.bytes(["k": double] as [String: Any]) }
    }
  }

  @Test func doublesUseTheShortestTextThatReadsBack() throws {
    for double in [0.1, 1e20, 1e-5, 123456.789, .leastNonzeroMagnitude, 1.7976931348623157e308, -0.0] {
      let written = try JSONWriter.bytes([double])
      let back = try #require(try JSONReader.value(from: written) as? [Any])
      #expect((back[0] as? NSNumber)?.doubleValue == double)
    }
    #expect(try text([0.1, 1e20]) == "[0.1,1e+20]")
  }

  @Test func stringsAreEscapedPerRFC8259() throws {
    #expect(try text(["a\"b\\c/d\n\t\u{1}é😀"]) == #"["a\"b\\c/d\n\t\u0001é😀"]"#)
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func nonFiniteNumbersAreErrors(_ double: Double) {
    #expect(throws: JSONTextError.self) { try JSONWriter.bytes(["x": [double]]) }
  }

  @Test func nonJSONValuesAreErrorsThatSayWhere() {
    do {
      _ = try JSONWriter.bytes(["list": [1, Date()]] as [String: Any])
      Issue.record("a Date was written")
    } catch {
      #expect(error.path == "$.list[1]")
      #expect(error.description.hasPrefix("Not a JSON value: a value of type Date"))
    }
    #expect(throws: JSONTextError.self) { try JSONWriter.bytes([1: "non-string key"] as NSDictionary) }
    #expect(throws: JSONTextError.self) { try JSONWriter.bytes([Optional<Int>.none as Any]) }
  }

  @Test func nestingBeyondTheLimitIsAnError() throws {
    var value: Any = 1
    for _ in 0..<512 { value = [value] }
    #expect(try JSONReader.value(from: JSONWriter.bytes(value)) is [Any])
    #expect(throws: JSONTextError.self) { try JSONWriter.bytes([value]) }
  }

  @Test func sortedKeysAreByteStable() throws {
    var object: [String: Any] = [:]
    for index in 0..<200 { object["key\(index * 7919 % 1000)"] = ["n": index, "b": index % 2 == 0] }
    let first = try JSONWriter.bytes(object, options: .sortedKeys)
    for _ in 0..<5 {
      let copy = Dictionary(uniqueKeysWithValues: object.map { ($0.key, $0.value) })
      #expect(try JSONWriter.bytes(copy, options: .sortedKeys) == first)
    }
    #expect(try text(["b": 1, "a": ["d": 1, "c": 2]], .sortedKeys) == #"{"a":{"c":2,"d":1},"b":1}"#)
  }

  /// Maps whose values have a type of their own (free-form nests as a model holds them) are written as
  /// the same maps of `Any` are: keys sorted or not, empty levels, values of other kinds, and each error
  /// with its path.
  @Test func typedMapsAreWrittenAsTheirMapsOfAny() throws {
    let nest: [String: [String: [String: Any]]] = [
      "f:metadata": ["f:labels": ["f:app": 1, "f:tier": "web"], "f:name": [:]], "f:spec": [:],
    ]
    let ints: [String: [String: Int]] = ["b": ["y": 2, "x": 1], "a": [:]]
    let mixed: [String: Any] = ["nest": nest, "ints": ints, "strings": ["k": "v"] as [String: String]]
    let plain = try JSONSerialization.jsonObject(with: JSONSerialization.data(withJSONObject: mixed))
    for options in [JSONWriter.Options(), .sortedKeys] {
      let typed = try JSONWriter.bytes(mixed, options: options)
      #expect(try JSONReader.value(from: typed) as? NSDictionary == plain as? NSDictionary)
      #expect(try typed == JSONWriter.bytes(plain, options: options) || options.isEmpty)
    }
    #expect(try text(ints, .sortedKeys) == #"{"a":{},"b":{"x":1,"y":2}}"#)
    #expect(try text([:] as [String: [String: Int]]) == "{}")
    do {
      _ = try JSONWriter.bytes(["a": ["b": ["c": Double.nan]]] as [String: [String: [String: Double]]])
      Issue.record("NaN was written")
    } catch {
      #expect(error.path == "$.a.b.c")
    }
    var deep: [String: Any] = [:]
    for _ in 0..<600 { deep = ["k": ["k": deep] as [String: [String: Any]]] }
    #expect(throws: JSONTextError.self) { try JSONWriter.bytes(deep) }
  }

  /// The writer's output of every fixture reads back, with both readers, to a tree equal to the input.
  @Test(arguments: ["github_user.json", "weibo_status.json", "twitter.json", "citm_catalog.json"])
  func fixturesRoundTripThroughBothReaders(_ name: String) throws {
    let data = try Data(contentsOf: fixturesDirectory.appendingPathComponent(name))
    let ours = try JSONReader.value(from: data)
    let theirs = try #require(foundationValue(data))
    #expect(sameTree(ours, theirs), "JSONText and JSONSerialization read \(name) differently")
    let written = try JSONWriter.data(ours)
    #expect(sameTree(try JSONReader.value(from: written), ours))
    #expect(sameTree(try #require(foundationValue(written)), ours))
    #expect(JSONSerialization.isValidJSONObject(theirs))
    let fromFoundation = try JSONWriter.data(theirs)
    #expect(sameTree(try JSONReader.value(from: fromFoundation), theirs))
  }
}

/// `value` in an `Any` whose container holds `Any`: what generic code with `T == Any` makes.
private func boxedTwice(_ value: Any) -> Any { boxed(value) }

private func boxed<T>(_ value: T) -> Any { value }

/// An `NSNull` of another class: null wherever it is stored, as `JSONSerialization` writes it.
private final class NullSubclass: NSNull, @unchecked Sendable {}
