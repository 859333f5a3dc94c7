import Foundation
import JSONText
import Testing

/// Decimals are written as their `description` writes them, digit for digit, by JSONText's own digits
/// (`DecimalText`): across the significand's sizes (one word, split at 10^19, past what splits), the
/// exponent's range and both signs.
@Suite struct JSONDecimalWritingTests {
  private func written(_ decimal: Decimal) throws -> String {
    let text = String(decoding: try JSONWriter.data([decimal] as [Any]), as: UTF8.self)
    return String(text.dropFirst().dropLast())
  }

  @Test(arguments: [
    "0", "0.0", "-0", "1", "-1", "1.50", "-123.45", "0.00001", "-0.000001", "0.15", "1.5e3", "1e10",
    "9007199254740993", "18446744073709551615", "18446744073709551616", "-18446744073709551616",
    "12345678901234567890123456789012345678e20", "1234567890123456789012345678901234567.8",
    "340282366920938463463374607431768211455", "0.340282366920938463463374607431768211455", "1e-127",
    "1e127", "99999999999999999999", "100000000000000000000", "184467440737095516160000000000000000000",
  ])
  func writesWhatDescriptionWrites(_ literal: String) throws {
    let decimal = try #require(Decimal(string: literal))
    #expect(try written(decimal) == decimal.description, "\(literal)")
  }

  /// Significands of every length from 1 to 38 digits, with exponents across the range, both signs, and
  /// values arithmetic leaves uncompacted.
  @Test func writesWhatDescriptionWritesOverTheRange() throws {
    var generator = SystemRandomNumberGenerator()
    var checked = 0
    for length in 1...38 {
      for _ in 0..<40 {
        let digits = String(
          (0..<length).map { index in
            Character(String(Int.random(in: index == 0 ? 1...9 : 0...9, using: &generator)))
          })
        let exponent = Int.random(in: -90...90, using: &generator)
        let sign = Bool.random(using: &generator) ? "-" : ""
        guard let decimal = Decimal(string: "\(sign)\(digits)e\(exponent)") else { continue }
        #expect(try written(decimal) == decimal.description, "\(sign)\(digits)e\(exponent)")
        var product = Decimal()
        var left = decimal
        var ten = Decimal(10)
        guard NSDecimalMultiply(&product, &left, &ten, .plain) == .noError else { continue }
        #expect(try written(product) == product.description, "\(sign)\(digits)e\(exponent) × 10")
        checked += 1
      }
    }
    #expect(checked > 1_000)
  }

  @Test func aNaNIsNotJSON() {
    #expect(throws: JSONTextError.self) { try written(Decimal.nan) }
  }
}
