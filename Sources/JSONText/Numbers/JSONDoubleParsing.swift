/// The correctly rounded `Double` of a JSON number's significand and decimal exponent, as the parser's
/// scan reads them, without making a `String`: Clinger's exact path, then Eisel–Lemire's (Lemire, "Number
/// Parsing at a Gigabyte per Second", 2021, as fast_float has it), and nil for what neither settles
/// (subnormal results, the rare product too close to call), which the caller reads with the standard
/// library's parser.
enum JSONDoubleParsing {
  /// `significand` × 10^`exponent`, correctly rounded; nil when it cannot be settled here.
  static func value(_ significand: UInt64, _ exponent: Int) -> Double? {
    if significand == 0 { return 0 }
    // Clinger: both the significand and the power of ten are exact doubles, so one operation rounds.
    if significand <= 1 << 53, exponent >= -22, exponent <= 22 {
      let scale = exactPowersOfTen[abs(exponent)]
      return exponent < 0 ? Double(significand) / scale : Double(significand) * scale
    }
    return eiselLemire(significand, exponent)
  }

  /// 10^0 through 10^22, each exact in a `Double`. Literals, so the table is laid out when the program is
  /// built: a computed one was initialised through `swift_once`, called on every look-up.
  private static let exactPowersOfTen: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18,
    1e19, 1e20, 1e21, 1e22,
  ]

  /// fast_float's `compute_float` for binary64; nil for a subnormal or out-of-range result, or a product
  /// too close to call.
  private static func eiselLemire(_ significand: UInt64, _ exponent: Int) -> Double? {
    guard exponent >= smallestPowerOfFive, exponent <= largestPowerOfFive else { return nil }
    let leadingZeros = significand.leadingZeroBitCount
    let normalized = significand << UInt64(leadingZeros)
    let index = 2 * (exponent - smallestPowerOfFive)
    var (high, low) = normalized.multipliedFullWidth(by: powersOfFive[index])
    // 55 bits of precision are needed (52 explicit, one implicit, two to round): when the bits below
    // them are all ones, the next 64 bits of the power can carry into them.
    let precisionMask: UInt64 = .max >> 55
    if high & precisionMask == precisionMask {
      let (secondHigh, _) = normalized.multipliedFullWidth(by: powersOfFive[index + 1])
      let (sum, carry) = low.addingReportingOverflow(secondHigh)
      low = sum
      if carry { high &+= 1 }
    }
    if low == .max, exponent < -27 || exponent > 55 { return nil }
    let upperBit = Int(high >> 63)
    let shift = UInt64(upperBit + 64 - 52 - 3)
    var mantissa = high >> shift
    // ⌊log2(10^q)⌋ + 63, exact over the table's range.
    let power = ((152_170 + 65_536) * exponent) >> 16 + 63
    var power2 = power + upperBit - leadingZeros + 1023
    guard power2 > 0 else { return nil }
    // Halfway between two doubles, with an even lower neighbour: round down (only possible where 5^q
    // fits 64 bits).
    if low <= 1, exponent >= -4, exponent <= 23, mantissa & 3 == 1, mantissa << shift == high {
      mantissa &= ~1
    }
    mantissa += mantissa & 1
    mantissa >>= 1
    if mantissa >= 2 << 52 {
      mantissa = 1 << 52
      power2 += 1
    }
    mantissa &= ~(1 << 52)
    guard power2 < 0x7FF else { return nil }
    return Double(bitPattern: UInt64(power2) << 52 | mantissa)
  }
}
