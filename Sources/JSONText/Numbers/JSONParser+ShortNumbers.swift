extension JSONParser {
  /// A number of at most 19 digits, at most seven of them before its point, and no exponent, as
  /// ``shortNumber(in:at:)`` reads it: `significand` × 10^-`fractionDigits`, exact.
  struct ShortNumber {
    /// Where the number's text ends.
    let end: Int
    let negative: Bool
    /// Every digit, the fraction's included, as one integer.
    let significand: UInt64
    /// How many of the digits follow the point: 0 for an integer.
    let fractionDigits: Int

    /// The value of an integer (`fractionDigits` 0): `-0` is 0, as JSONSerialization reads it.
    @inline(__always)
    var integer: Int64 {
      let magnitude = Int64(truncatingIfNeeded: significand)
      return negative ? 0 &- magnitude : magnitude
    }

    /// The correctly rounded `Double` of a number with a fraction; nil where ``JSONDoubleParsing``
    /// cannot settle it.
    @inline(__always)
    var double: Double? {
      guard let magnitude = JSONDoubleParsing.value(significand, 0 &- fractionDigits) else { return nil }
      return negative ? -magnitude : magnitude
    }
  }

  /// The number at `start` read a word at a time, when it is short (``ShortNumber``) and 32 bytes of
  /// text follow its start; nil for anything else, which ``numberSyntax(in:at:)`` then reads (or refuses)
  /// as it reads every number. Coordinates, prices and ratios are such numbers: the general scan spends a
  /// bounds test on each digit and keeps an exponent's and a long significand's state besides.
  @inline(__always)
  static func shortNumber(in bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> ShortNumber? {
    // The words read reach at most 25 bytes past the start (a sign, seven digits, a point, sixteen).
    guard start &+ 32 <= bytes.count, let base = bytes.baseAddress else { return nil }
    let raw = UnsafeRawPointer(base)
    var position = start
    let negative = bytes[position] == UInt8(ascii: "-")
    if negative { position &+= 1 }
    let (integerCount, integerValue) = leadingDigits(
      UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: position, as: UInt64.self)))
    // No digit, eight or more, or a leading zero: the general scan's (which refuses what is malformed).
    guard integerCount > 0, integerCount < 8, integerCount == 1 || bytes[position] != UInt8(ascii: "0")
    else { return nil }
    position &+= integerCount
    var next = bytes[position]
    guard next == UInt8(ascii: ".") else {
      guard next | 0x20 != UInt8(ascii: "e") else { return nil }
      return ShortNumber(end: position, negative: negative, significand: integerValue, fractionDigits: 0)
    }
    position &+= 1
    let first = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: position, as: UInt64.self))
    var (fractionDigits, fractionValue) = leadingDigits(first)
    if fractionDigits == 8 {
      let second = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: position &+ 8, as: UInt64.self))
      let (more, low) = leadingDigits(second)
      guard more < 8 else { return nil }
      fractionValue = valueOfEightDigits(first) &* powerOfTen(more) &+ low
      fractionDigits = 8 &+ more
    }
    // No digit after the point is malformed; past 19 digits a UInt64 may not hold them.
    guard fractionDigits > 0, integerCount &+ fractionDigits <= 19 else { return nil }
    position &+= fractionDigits
    next = bytes[position]
    guard next | 0x20 != UInt8(ascii: "e") else { return nil }
    return ShortNumber(
      end: position, negative: negative,
      significand: integerValue &* powerOfTen(fractionDigits) &+ fractionValue, fractionDigits: fractionDigits
    )
  }
}

extension JSONParser {
  /// The short number at the cursor (``shortNumber(in:at:)``), past it: `integer` of an integer's value,
  /// `double` of a fraction's correctly rounded `Double`; nil, the cursor not moved, for any other text.
  @inline(__always)
  mutating func shortValue<Value>(integer: (Int64) -> Value, double: (Double) -> Value) -> Value? {
    guard let short = Self.shortNumber(in: bytes, at: index) else { return nil }
    let value: Value
    if short.fractionDigits == 0 {
      value = integer(short.integer)
    } else {
      guard let fraction = short.double else { return nil }
      value = double(fraction)
    }
    index = short.end
    return value
  }
}
