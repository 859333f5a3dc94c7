import CShortestDecimal

/// The text of a finite `Double`, byte for byte its `description`: the shortest digits that read back as
/// the same value (Dragonbox, through CShortestDecimal), laid out as the standard library lays them out —
/// `0.0001`, `65.61361699999998`, `100.0`, `9007199254740992.0`, and `1e-05`, `9.007199254740994e+15`
/// beyond them — so that what the writer wrote before keeps its bytes.
///
/// The text is stored straight into the writer's buffer as whole words, the point put among the digits
/// with shifts (`DigitString`): the standard library's printer emulates 128-bit arithmetic in Swift.
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
    let digits = DigitString(decimal.significand)
    // The power of ten of the first digit.
    let power = Int(decimal.exponent) &+ digits.count &- 1
    if power < -4 || magnitude > 0x1p53 {
      // "6.5e-05", "1e+16": the first digit, a point when more follow, the rest, the exponent.
      if digits.count == 1 {
        digits.store(to: target + at)
        at &+= 1
      } else {
        digits.store(pointAfter: 1, to: target + at)
        at &+= digits.count &+ 1
      }
      return at &+ exponent(power, to: target + at)
    }
    if power < 0 {
      // "0.00012": "0." and up to three zeros (one word), then the digits.
      target.storeBytes(of: UInt64(0x3030_3030_2E30).littleEndian, toByteOffset: at, as: UInt64.self)
      at &+= 1 &- power
      digits.store(to: target + at)
      return at &+ digits.count
    }
    if power &+ 1 < digits.count {
      // "65.61361699999998"
      digits.store(pointAfter: power &+ 1, to: target + at)
      return at &+ digits.count &+ 1
    }
    // "1200.0": the digits, zeros up to the point (2^53 has sixteen digits), ".0".
    digits.store(to: target + at)
    at &+= digits.count
    // Sixteen zeros cover every gap; the ones past the point are overwritten or not counted.
    target.storeBytes(of: UInt64(0x3030_3030_3030_3030), toByteOffset: at, as: UInt64.self)
    target.storeBytes(of: UInt64(0x3030_3030_3030_3030), toByteOffset: at &+ 8, as: UInt64.self)
    at &+= power &+ 1 &- digits.count
    target.storeBytes(of: UInt16(0x302E).littleEndian, toByteOffset: at, as: UInt16.self)  // ".0"
    return at &+ 2
  }

  /// Stores "e+16", "e-05", "e-308"; returns its length.
  private static func exponent(_ power: Int, to target: UnsafeMutableRawPointer) -> Int {
    target.storeBytes(of: UInt8(ascii: "e"), as: UInt8.self)
    target.storeBytes(of: power < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+"), toByteOffset: 1, as: UInt8.self)
    var at = 2
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
}

/// The decimal digits of a significand of at most 17 digits as ASCII, held in three words (the first
/// digit in the lowest byte of the first), so that a point is put among them with shifts, not by moving
/// stored bytes.
private struct DigitString {
  let words: (UInt64, UInt64, UInt64)
  let count: Int

  @inline(__always)
  init(_ value: UInt64) {
    count = JSONWriter.decimalLength(of: value)
    guard count > 8 else {
      let word = JSONWriter.asciiDigits(UInt32(truncatingIfNeeded: value))
      words = (word &>> (8 &* UInt64(8 &- count)), 0, 0)
      return
    }
    let high = value / 100_000_000
    let low = JSONWriter.asciiDigits(UInt32(truncatingIfNeeded: value &- high &* 100_000_000))
    if count == 17 {
      let first = high / 100_000_000
      let middle = JSONWriter.asciiDigits(UInt32(truncatingIfNeeded: high &- first &* 100_000_000))
      words = ((first &+ 0x30) | middle &<< 8, middle &>> 56 | low &<< 8, low &>> 56)
    } else if count == 16 {
      words = (JSONWriter.asciiDigits(UInt32(truncatingIfNeeded: high)), low, 0)
    } else {
      // Nine to fifteen digits: the leading ones, then eight.
      let leading = UInt64(count &- 8)
      let word = JSONWriter.asciiDigits(UInt32(truncatingIfNeeded: high)) &>> (8 &* (8 &- leading))
      words = (word | low &<< (8 &* leading), low &>> (8 &* (8 &- leading)), 0)
    }
  }

  /// Stores the digits at `target` (three whole words).
  @inline(__always)
  func store(to target: UnsafeMutableRawPointer) {
    target.storeBytes(of: words.0.littleEndian, as: UInt64.self)
    target.storeBytes(of: words.1.littleEndian, toByteOffset: 8, as: UInt64.self)
    target.storeBytes(of: words.2.littleEndian, toByteOffset: 16, as: UInt64.self)
  }

  /// Stores the digits with a point after the first `integers` of them (fewer than `count`).
  @inline(__always)
  func store(pointAfter integers: Int, to target: UnsafeMutableRawPointer) {
    // The point goes into the word that holds digit `integers`; the bytes after it move up one.
    let (first, second, third): (UInt64, UInt64, UInt64)
    if integers < 8 {
      let shift = 8 &* UInt64(integers)
      let mask = (1 &<< shift) &- 1
      first = words.0 & mask | 0x2E &<< shift | (words.0 & ~mask) &<< 8
      second = words.0 &>> 56 | words.1 &<< 8
      third = words.1 &>> 56 | words.2 &<< 8
    } else if integers < 16 {
      let shift = 8 &* UInt64(integers &- 8)
      let mask = (1 &<< shift) &- 1
      first = words.0
      second = words.1 & mask | 0x2E &<< shift | (words.1 & ~mask) &<< 8
      third = words.1 &>> 56 | words.2 &<< 8
    } else {
      (first, second, third) = (words.0, words.1, 0x2E | words.2 &<< 8)
    }
    target.storeBytes(of: first.littleEndian, as: UInt64.self)
    target.storeBytes(of: second.littleEndian, toByteOffset: 8, as: UInt64.self)
    target.storeBytes(of: third.littleEndian, toByteOffset: 16, as: UInt64.self)
  }
}
