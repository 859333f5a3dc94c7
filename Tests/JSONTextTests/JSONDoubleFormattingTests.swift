import Foundation
import Testing

@testable import JSONText

/// ``JSONDoubleText`` writes every finite double as its `description` does, byte for byte: the shortest
/// digits that read back as the same value, in the standard library's layout.
@Suite struct JSONDoubleFormattingTests {
  /// What the writer writes of `value`.
  static func text(_ value: Double) -> String {
    withUnsafeTemporaryAllocation(byteCount: JSONDoubleText.room, alignment: 1) { buffer in
      let count = JSONDoubleText.write(value, to: buffer.baseAddress!)
      return String(decoding: UnsafeRawBufferPointer(rebasing: buffer.prefix(count)), as: UTF8.self)
    }
  }

  static func check(_ value: Double, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(text(value) == value.description, "\(value.bitPattern)", sourceLocation: sourceLocation)
  }

  /// The digit count of every power of ten and its neighbours, which the layouts depend on.
  @Test func decimalLengths() {
    var power: UInt64 = 1
    for digits in 1...20 {
      #expect(JSONWriter.decimalLength(of: power) == digits)
      if power > 1 { #expect(JSONWriter.decimalLength(of: power - 1) == digits - 1) }
      #expect(JSONWriter.decimalLength(of: power + 1) == digits)
      if digits < 20 { power *= 10 }
    }
    #expect(JSONWriter.decimalLength(of: .max) == 20)
    #expect(JSONWriter.decimalLength(of: 0) == 1)
  }

  @Test(arguments: [
    0.0, -0.0, 1.0, -1.0, 0.1, 0.5, 10.0, 100.0, 1200.0, 123.0, 123.45, 0.0001, 0.00012, 0.00009999, 1e-5,
    1.5e-5, 1e15, 1e16, 1.8e16, 0x1p53, 0x1p53.nextDown, 0x1p53.nextUp, 0x1p54, 9007199254740990.0,
    12345678901234567890.0, -65.613616999999977, 43.420273000000009, 0.30000000000000004, 1e23, 1e22,
    .leastNonzeroMagnitude, -.leastNonzeroMagnitude, 2.2250738585072014e-308,
    Double(bitPattern: 0x000F_FFFF_FFFF_FFFF),
    1.7976931348623157e308,
    -1.7976931348623157e308, 1e100, 1e-100, 1.5e300, 123456789012345.6, 1234567890123456.0, 0.001, 0.01,
    9.999999999999999e-5, 99999.99999999999, 1e-7, 4.35, 2.675, 1e21, 1e-4, 0.0009765625,
  ])
  func edgeCasesMatchTheDescription(_ value: Double) {
    Self.check(value)
  }

  /// Random bit patterns across the whole range, subnormals included.
  @Test func randomDoublesMatchTheDescription() {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<200_000 {
      let value = Double(bitPattern: generator.next())
      guard value.isFinite else { continue }
      Self.check(value)
    }
  }

  /// Short decimals, where the shortest digits have the most rivals and each layout's boundary lies:
  /// one to seventeen digits at every power of ten the layouts tell apart.
  @Test func shortDecimalsMatchTheDescription() {
    for _ in 0..<100_000 {
      let digits = Int.random(in: 1...17)
      var significand: UInt64 = UInt64.random(in: 1...9)
      for _ in 1..<digits { significand = significand * 10 + UInt64.random(in: 0...9) }
      let value = Double("\(significand)e\(Int.random(in: -30...30))")!
      Self.check(value)
      Self.check(-value)
    }
  }

  /// Every number canada's coordinates hold is written as before and reads back exactly.
  @Test func everyNumberOfCanada() throws {
    let data = try Data(contentsOf: fixturesDirectory.appendingPathComponent("canada.json"))
    var numbers: [Double] = []
    func collect(_ value: Any) {
      if let array = value as? [Any] {
        array.forEach(collect)
      } else if let object = value as? [String: Any] {
        object.values.forEach(collect)
      } else if let number = value as? NSNumber, !(value is Bool) {
        numbers.append(number.doubleValue)
      }
    }
    collect(try JSONReader.value(from: data))
    #expect(numbers.count > 100_000)
    for number in numbers {
      Self.check(number)
      #expect(Double(Self.text(number))?.bitPattern == number.bitPattern)
    }
  }
}
