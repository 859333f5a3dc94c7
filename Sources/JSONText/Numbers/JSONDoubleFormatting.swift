import CShortestDecimal

/// The text of a finite `Double`, byte for byte its `description`: the shortest digits that read back as
/// the same value (Dragonbox, through CShortestDecimal), laid out as the standard library lays them out —
/// `0.0001`, `65.61361699999998`, `100.0`, `9007199254740992.0`, and `1e-05`, `9.007199254740994e+15`
/// beyond them — so that what the writer wrote before keeps its bytes.
///
/// The text is stored straight into the writer's buffer: the digits in whole words, a few bytes moved
/// for the point. The standard library's printer made the same digits at about twice the cost.
enum JSONDoubleText {
  /// The room a text needs: the longest is 24 bytes (`-2.2250738585072014e-308`), and whole-word stores
  /// reach a few bytes past a text's end.
  static let room = 40

  /// Stores the text of `value`, which must be finite, at `target`, which has ``room`` bytes; returns
  /// its length.
  @inline(__always)
  static func write(_ value: Double, to target: UnsafeMutableRawPointer) -> Int {
    var at = 0
    if value.sign == .minus {
      target.storeBytes(of: UInt8(ascii: "-"), as: UInt8.self)
      at = 1
    }
    let magnitude = value.magnitude
    guard magnitude != 0 else {
      target.storeBytes(of: UInt32(0x30_2E30).littleEndian, toByteOffset: at, as: UInt32.self)  // "0.0"
      return at &+ 3
    }
    let decimal = modelbench_shortest_decimal(magnitude)
    let digits = decimal.significand
    let length = JSONWriter.decimalLength(of: digits)
    // The power of ten of the first digit.
    let power = Int(decimal.exponent) &+ length &- 1
    if power < -4 || magnitude > 0x1p53 {
      return exponential(digits, length: length, power: power, to: target, at: at)
    }
    if power < 0 {
      // "0.00012": "0." and up to three zeros (one word), then the digits.
      target.storeBytes(of: UInt64(0x3030_3030_2E30).littleEndian, toByteOffset: at, as: UInt64.self)
      at &+= 1 &- power
      store(digits, length: length, to: target + at)
      return at &+ length
    }
    if power &+ 1 < length {
      // "65.61361699999998": the digits one byte on, the integer part moved back over the gap, a point.
      store(digits, length: length, to: target + (at &+ 1))
      var offset = at
      while offset <= at &+ power {
        target.storeBytes(
          of: target.load(fromByteOffset: offset &+ 1, as: UInt8.self), toByteOffset: offset, as: UInt8.self)
        offset &+= 1
      }
      target.storeBytes(of: UInt8(ascii: "."), toByteOffset: at &+ power &+ 1, as: UInt8.self)
      return at &+ length &+ 1
    }
    // "1200.0": the digits, zeros up to the point (2^53 has sixteen digits), ".0".
    store(digits, length: length, to: target + at)
    at &+= length
    // Sixteen zeros cover every gap; the ones past the point are overwritten or not counted.
    target.storeBytes(of: UInt64(0x3030_3030_3030_3030), toByteOffset: at, as: UInt64.self)
    target.storeBytes(of: UInt64(0x3030_3030_3030_3030), toByteOffset: at &+ 8, as: UInt64.self)
    at &+= power &+ 1 &- length
    target.storeBytes(of: UInt16(0x302E).littleEndian, toByteOffset: at, as: UInt16.self)  // ".0"
    return at &+ 2
  }

  /// "6.5e-05", "1e+16": the first digit, a point when more follow, the rest, the exponent.
  private static func exponential(
    _ digits: UInt64, length: Int, power: Int, to target: UnsafeMutableRawPointer, at start: Int
  ) -> Int {
    var at = start
    store(digits, length: length, to: target + (at &+ 1))
    target.storeBytes(
      of: target.load(fromByteOffset: at &+ 1, as: UInt8.self), toByteOffset: at, as: UInt8.self)
    target.storeBytes(of: UInt8(ascii: "."), toByteOffset: at &+ 1, as: UInt8.self)
    at &+= length == 1 ? 1 : length &+ 1
    target.storeBytes(of: UInt8(ascii: "e"), toByteOffset: at, as: UInt8.self)
    target.storeBytes(
      of: power < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+"), toByteOffset: at &+ 1, as: UInt8.self)
    at &+= 2
    let exponent = power.magnitude
    if exponent >= 100 {
      target.storeBytes(
        of: UInt8(truncatingIfNeeded: exponent / 100) &+ UInt8(ascii: "0"), toByteOffset: at, as: UInt8.self)
      at &+= 1
    }
    target.storeBytes(
      of: UInt8(truncatingIfNeeded: exponent / 10 % 10) &+ UInt8(ascii: "0"), toByteOffset: at, as: UInt8.self
    )
    target.storeBytes(
      of: UInt8(truncatingIfNeeded: exponent % 10) &+ UInt8(ascii: "0"), toByteOffset: at &+ 1, as: UInt8.self
    )
    return at &+ 2
  }

  /// Stores the `length` decimal digits of `digits` (at most 17) at `target`, eight at a time; a word's
  /// bytes past the digits are stored too, and are overwritten or not counted.
  @inline(__always)
  private static func store(_ digits: UInt64, length: Int, to target: UnsafeMutableRawPointer) {
    guard length > 8 else {
      let word = JSONWriter.asciiDigits(UInt32(truncatingIfNeeded: digits))
      return target.storeBytes(of: (word &>> (8 &* UInt64(8 &- length))).littleEndian, as: UInt64.self)
    }
    let high = digits / 100_000_000
    let low = JSONWriter.asciiDigits(UInt32(truncatingIfNeeded: digits &- high &* 100_000_000))
    var at = 0
    var leading = length &- 8
    if leading > 8 {
      // Seventeen digits: the first alone, then eight.
      target.storeBytes(
        of: UInt8(truncatingIfNeeded: high / 100_000_000) &+ UInt8(ascii: "0"), as: UInt8.self)
      at = 1
      leading = 8
    }
    let word = JSONWriter.asciiDigits(UInt32(truncatingIfNeeded: high % 100_000_000))
    target.storeBytes(
      of: (word &>> (8 &* UInt64(8 &- leading))).littleEndian, toByteOffset: at, as: UInt64.self)
    target.storeBytes(of: low.littleEndian, toByteOffset: at &+ leading, as: UInt64.self)
  }
}
