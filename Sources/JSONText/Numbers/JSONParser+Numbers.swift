import Foundation

extension JSONParser {
  /// A number: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, nothing else.
  @inline(__always)
  mutating func number() throws(JSONTextError) -> Any {
    let syntax = try numberSyntax()
    if syntax.isInteger {
      if syntax.digits.count <= 18 {
        return JSONNumbers.integer(syntax.smallValue, else: context.numbers)
      }
      if let integer = integer(syntax.digits, negative: syntax.negative) {
        switch integer {
        case .integer(let value): return JSONNumbers.integer(value, else: context.numbers)
        case .unsigned(let value): return NSNumber(value: value)
        default: break
        }
      }
      // Beyond 64 bits: a decimal, as JSONSerialization reads it (exact up to 38 significant digits).
      if let decimal = decimal(syntax.text) {
        return NSDecimalNumber(decimal: decimal)
      }
    }
    return NSNumber(value: try Self.double(syntax, in: bytes))
  }

  /// A number as ``JSONNumber``: the same value ``number()`` boxes, unboxed.
  @inline(__always)
  mutating func typedNumber() throws(JSONTextError) -> JSONNumber {
    let syntax = try numberSyntax()
    if syntax.isInteger {
      if syntax.digits.count <= 18 { return .integer(syntax.smallValue) }
      if let integer = integer(syntax.digits, negative: syntax.negative) { return integer }
      if let decimal = decimal(syntax.text) { return .decimal(decimal) }
    }
    return .double(try Self.double(syntax, in: bytes))
  }

  /// Where a number's parts are, checked against the grammar; the integer part's value while it has at
  /// most 18 digits; and, read in the same pass, its significant digits and decimal exponent while they
  /// fit (at most 19 digits), so that a double needs no second scan of its text.
  struct NumberSyntax {
    /// The number's bytes, sign included, and its integer part's digits.
    let text: Range<Int>
    let digits: Range<Int>
    let negative: Bool
    /// No fraction and no exponent.
    let isInteger: Bool
    /// The integer's magnitude while it has at most 18 digits.
    let magnitude: UInt64
    /// The value is `significand` × 10^`exponent`, unless `approximate`: more than 19 significant digits.
    let significand: UInt64
    let exponent: Int
    let approximate: Bool

    /// The value of an integer of at most 18 digits: exact in an Int64 whatever the sign.
    var smallValue: Int64 {
      let value = Int64(truncatingIfNeeded: magnitude)
      return negative ? 0 &- value : value
    }
  }

  @inline(__always)
  mutating func numberSyntax() throws(JSONTextError) -> NumberSyntax {
    // The position is a local until the number is read: a stored property written back after every
    // digit kept the loops waiting on their own stores.
    let syntax = try Self.numberSyntax(in: bytes, at: index)
    index = syntax.text.upperBound
    return syntax
  }

  @inline(__always)
  static func numberSyntax(in bytes: UnsafeBufferPointer<UInt8>, at start: Int) throws(JSONTextError)
    -> NumberSyntax
  {
    var index = start
    var negative = false
    if bytes[index] == UInt8(ascii: "-") {
      negative = true
      index += 1
    }
    guard index < bytes.count else { throw JSONTextError(.unexpectedEnd(expected: "a digit"), offset: index) }
    // The integer part's value is kept while it is read: at most 19 digits always fit a UInt64.
    var magnitude: UInt64 = 0
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
      if index < bytes.count, isDigit(bytes[index]) {
        throw JSONTextError(.invalidNumber("leading zero"), offset: start)
      }
    } else if isDigit(bytes[index]) {
      // Up to three digits a byte at a time (a double's integer part is mostly that short, and a byte
      // costs less than a word's conversion); beyond them eight at a time while eight follow (ids,
      // timestamps), then one at a time.
      let first = index
      while index < bytes.count, index &- first < 3 {
        let digit = bytes[index] &- UInt8(ascii: "0")
        guard digit < 10 else { break }
        magnitude = magnitude &* 10 &+ UInt64(digit)
        index &+= 1
      }
      if index &- first == 3, index < bytes.count, isDigit(bytes[index]) {
        if let base = bytes.baseAddress {
          let raw = UnsafeRawPointer(base)
          while index &+ 8 <= bytes.count {
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            guard areEightDigits(word) else {
              // The fewer than eight digits left, in one step.
              let (count, value) = leadingDigits(word)
              magnitude = magnitude &* powerOfTen(count) &+ value
              index &+= count
              break
            }
            magnitude = magnitude &* 100_000_000 &+ valueOfEightDigits(word)
            index &+= 8
          }
        }
        while index < bytes.count {
          let digit = bytes[index] &- UInt8(ascii: "0")
          guard digit < 10 else { break }
          magnitude = magnitude &* 10 &+ UInt64(digit)
          index += 1
        }
      }
    } else {
      throw JSONTextError(.invalidNumber("expected a digit"), offset: index)
    }
    let integerEnd = index
    // The integer part is "0" or has no leading zero, so each of its digits is significant.
    let integerDigits = integerEnd - start - (negative ? 1 : 0)
    var significand = magnitude
    var significant = magnitude == 0 ? 0 : integerDigits
    var approximate = integerDigits > 19
    var exponent = 0
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      let fractionStart = index
      try fraction(in: bytes, at: &index, &significand, &significant, &approximate)
      exponent = fractionStart - index
    }
    if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
      index += 1
      var negativeExponent = false
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
        negativeExponent = bytes[index] == UInt8(ascii: "-")
        index += 1
      }
      let digitsStart = index
      guard index < bytes.count, isDigit(bytes[index]) else {
        throw JSONTextError(.invalidNumber("expected a digit after an exponent"), offset: index)
      }
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
      var written = 0
      // Beyond any double's range either way: kept from overflowing.
      for position in digitsStart..<index where written < 100_000 {
        written = written &* 10 &+ Int(bytes[position] &- UInt8(ascii: "0"))
      }
      exponent += negativeExponent ? -written : written
    }
    return NumberSyntax(
      text: start..<index, digits: start + (negative ? 1 : 0)..<integerEnd, negative: negative,
      isInteger: integerEnd == index, magnitude: magnitude, significand: significand, exponent: exponent,
      approximate: approximate)
  }

  /// The fraction's digits, taken into `significand` while it has at most 19 significant ones (leading
  /// zeros are not), eight at a time where eight follow and fit.
  @inline(__always)
  private static func fraction(
    in bytes: UnsafeBufferPointer<UInt8>, at index: inout Int, _ significand: inout UInt64,
    _ significant: inout Int, _ approximate: inout Bool
  ) throws(JSONTextError) {
    guard index < bytes.count, isDigit(bytes[index]) else {
      throw JSONTextError(.invalidNumber("expected a digit after '.'"), offset: index)
    }
    // Leading zeros (before any significant digit) count for nothing, then eight digits at a time
    // while eight follow and fit, then the rest one at a time: the eight-digit test is not retried on
    // every trailing digit.
    if significand == 0 {
      while index < bytes.count, bytes[index] == UInt8(ascii: "0") { index &+= 1 }
    }
    if let base = bytes.baseAddress {
      let raw = UnsafeRawPointer(base)
      while index &+ 8 <= bytes.count {
        let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
        if significant <= 11, areEightDigits(word) {
          significand = significand &* 100_000_000 &+ valueOfEightDigits(word)
          significant &+= 8
          index &+= 8
          continue
        }
        // The fewer than eight digits left, in one step, while they fit (leading zeros are behind, so
        // each is significant); the loop below takes what remains.
        let (count, value) = leadingDigits(word)
        if count < 8, significant &+ count <= 19 {
          significand = significand &* powerOfTen(count) &+ value
          significant &+= count
          index &+= count
        }
        break
      }
    }
    while index < bytes.count {
      let digit = bytes[index] &- UInt8(ascii: "0")
      guard digit < 10 else { break }
      if significand != 0 || digit != 0 {
        if significant < 19 {
          significand = significand &* 10 &+ UInt64(digit)
          significant &+= 1
        } else {
          approximate = true
        }
      }
      index &+= 1
    }
  }

  /// Whether a number starts with `byte`: a minus sign or a digit.
  @inline(__always)
  static func startsNumber(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "-") || isDigit(byte) }

  @inline(__always)
  static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

  /// Whether all eight bytes of `word` are ASCII digits: no byte's high bit is set by adding 0x46 (bytes
  /// above '9') nor by subtracting 0x30 (bytes below '0'). The SWAR test of simdjson and fast_float.
  @inline(__always)
  static func areEightDigits(_ word: UInt64) -> Bool { nonDigits(word) == 0 }

  /// The high bit of each byte of `word` that is not an ASCII digit.
  @inline(__always)
  static func nonDigits(_ word: UInt64) -> UInt64 {
    ((word &+ 0x4646_4646_4646_4646) | (word &- 0x3030_3030_3030_3030)) & 0x8080_8080_8080_8080
  }

  /// How many ASCII digits begin `word` (its lowest bytes; 8 when all are digits) and, when fewer than
  /// eight, their value: the digits moved to the top of the word behind '0's, then read as eight.
  @inline(__always)
  static func leadingDigits(_ word: UInt64) -> (count: Int, value: UInt64) {
    // The lowest flagged byte is exact: a borrow or a carry only moves up to the bytes after it.
    let count = nonDigits(word).trailingZeroBitCount &>> 3
    guard count > 0, count < 8 else { return (count, 0) }
    let shift = UInt64(8 &* (8 &- count))
    let padded = word &<< shift | UInt64(0x3030_3030_3030_3030) &>> (64 &- shift)
    return (count, valueOfEightDigits(padded))
  }

  /// 10^`count`, for a count of digits up to 15 (a short number's fraction): a load, where a loop became a
  /// jump through a table on the count, which varies from number to number and so was mispredicted.
  @inline(__always)
  static func powerOfTen(_ count: Int) -> UInt64 { powersOfTen[count] }

  private static let powersOfTen: [UInt64] = [
    1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000, 10_000_000_000,
    100_000_000_000, 1_000_000_000_000, 10_000_000_000_000, 100_000_000_000_000, 1_000_000_000_000_000,
  ]

  /// The value of eight ASCII digits, the first in the lowest byte: pairs, then fours, then all eight,
  /// each step one or two multiplications over every lane of the word (Lemire's).
  @inline(__always)
  static func valueOfEightDigits(_ word: UInt64) -> UInt64 {
    let digits = word &- 0x3030_3030_3030_3030
    let pairs = (digits &* 10) &+ (digits &>> 8)
    let mask: UInt64 = 0x0000_00FF_0000_00FF
    let fours = (pairs & mask) &* (100 &+ (1_000_000 &<< 32))
    let rest = ((pairs &>> 16) & mask) &* (1 &+ (10_000 &<< 32))
    return (fours &+ rest) &>> 32
  }

  /// An integer that fits `Int64`, or a non-negative one that fits `UInt64`; nil when it needs a `Double`.
  private func integer(_ digits: Range<Int>, negative: Bool) -> JSONNumber? {
    guard digits.count <= 20 else { return nil }
    var magnitude: UInt64 = 0
    for position in digits {
      let (shifted, overflowShift) = magnitude.multipliedReportingOverflow(by: 10)
      let (sum, overflowAdd) = shifted.addingReportingOverflow(UInt64(bytes[position] &- UInt8(ascii: "0")))
      if overflowShift || overflowAdd { return nil }
      magnitude = sum
    }
    if negative {
      // `-0` is the integer 0, as JSONSerialization reads it.
      if magnitude == 0 { return .integer(0) }
      guard magnitude <= UInt64(Int64.max) + 1 else { return nil }
      return .integer(Int64(truncatingIfNeeded: 0 &- magnitude))
    }
    if magnitude <= UInt64(Int64.max) { return .integer(Int64(magnitude)) }
    return .unsigned(magnitude)
  }

  private func decimal(_ range: Range<Int>) -> Decimal? {
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    return Decimal(string: text, locale: JSONNumbers.posix)
  }

  /// The number at the cursor as a `Double`, past it, when it reads as one with nothing to decide (a
  /// fraction or an exponent, or an integer of at most 18 digits a `Double` holds exactly); nil, the
  /// cursor not moved, for anything else. A malformed number or one beyond a `Double`'s range is the
  /// error ``typedNumber()`` gives.
  @inline(__always)
  mutating func plainDouble() throws(JSONTextError) -> Double? {
    if let value = shortValue(integer: { Double($0) }, double: { $0 }) { return value }
    guard index < bytes.count else { return nil }
    let byte = bytes[index]
    guard Self.startsNumber(byte) else { return nil }
    let syntax = try Self.numberSyntax(in: bytes, at: index)
    let value: Double
    if syntax.isInteger {
      guard syntax.digits.count <= 18, let exact = Double(exactly: syntax.smallValue) else { return nil }
      value = exact
    } else {
      value = try Self.double(syntax, in: bytes)
    }
    index = syntax.text.upperBound
    return value
  }

  /// The number at the cursor when it is an integer of at most eighteen digits (exact in an `Int64`
  /// whatever its sign) with no fraction or exponent, past it; nil, the cursor not moved, for anything
  /// else — which ``typedNumber()`` then reads (or refuses) as it reads every number. Ids, counts and
  /// timestamps are such integers: up to three words hold them, where the general scan also keeps a
  /// fraction's and an exponent's state.
  @inline(__always)
  mutating func plainInteger() -> Int64? {
    var position = index
    // Three words may be read from the first digit on, so the text's last bytes go the general way.
    guard position &+ 25 <= bytes.count, let base = bytes.baseAddress else { return nil }
    let negative = bytes[position] == UInt8(ascii: "-")
    if negative { position &+= 1 }
    let raw = UnsafeRawPointer(base)
    let first = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: position, as: UInt64.self))
    var (count, magnitude) = Self.leadingDigits(first)
    if count == 8 {
      let second = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: position &+ 8, as: UInt64.self))
      let (more, low) = Self.leadingDigits(second)
      if more < 8 {
        magnitude = Self.valueOfEightDigits(first) &* Self.powerOfTen(more) &+ low
        count &+= more
      } else {
        let third = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: position &+ 16, as: UInt64.self))
        let (last, lowest) = Self.leadingDigits(third)
        // Nineteen digits or more take the general scan.
        guard last <= 2 else { return nil }
        let sixteen = Self.valueOfEightDigits(first) &* 100_000_000 &+ Self.valueOfEightDigits(second)
        magnitude = sixteen &* Self.powerOfTen(last) &+ lowest
        count &+= 8 &+ last
      }
    }
    // No digit, a leading zero, or a fraction or an exponent after the digits: the general scan's.
    guard count > 0, count == 1 || bytes[position] != UInt8(ascii: "0") else { return nil }
    position &+= count
    let next = bytes[position]
    guard next != UInt8(ascii: "."), next | 0x20 != UInt8(ascii: "e") else { return nil }
    index = position
    let value = Int64(truncatingIfNeeded: magnitude)
    return negative ? 0 &- value : value
  }

  /// The number at the cursor by the fast paths alone (``JSONDoubleParsing``), past it; nil where
  /// reading it takes the standard library's parse. What the tests hold to the standard library's.
  mutating func fastDouble() throws(JSONTextError) -> Double? {
    Self.fastDouble(try numberSyntax())
  }

  private static func fastDouble(_ syntax: NumberSyntax) -> Double? {
    guard !syntax.approximate, let magnitude = JSONDoubleParsing.value(syntax.significand, syntax.exponent)
    else { return nil }
    return syntax.negative ? -magnitude : magnitude
  }

  /// A number with a fraction or an exponent, or an integer no decimal holds: the correctly rounded
  /// `Double` (``JSONDoubleParsing`` on the parts the scan read, else the standard library's parse of the
  /// text).
  /// Static: a method reading `self` made the reader copy its whole state (about a hundred bytes) for
  /// every number.
  @inline(__always)
  private static func double(_ syntax: NumberSyntax, in bytes: UnsafeBufferPointer<UInt8>)
    throws(JSONTextError) -> Double
  {
    if let value = Self.fastDouble(syntax) { return value }
    return try slowDouble(syntax.text, in: bytes)
  }

  /// What the fast paths leave: the standard library's parse of the number's text.
  @inline(never)
  private static func slowDouble(_ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>)
    throws(JSONTextError) -> Double
  {
    // Numbers are short: a string of at most 15 bytes is stored inline, with no allocation.
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      throw JSONTextError(.invalidNumber("\(text) is beyond the range of a Double"), offset: range.lowerBound)
    }
    return value
  }
}

/// The shared values the reader hands out: booleans and null (immutable, as `JSONSerialization`'s are),
/// and small integers, made once; another integer is the number its document already made for it, if any
/// (``JSONNumberCache``).
enum JSONNumbers {
  nonisolated(unsafe) static let `true`: Any = NSNumber(value: true)
  nonisolated(unsafe) static let `false`: Any = NSNumber(value: false)
  nonisolated(unsafe) static let null: Any = NSNull()
  static let posix = Locale(identifier: "en_US_POSIX")
  static let small: [NSNumber] = (-16...255).map { NSNumber(value: $0) }

  @inline(__always)
  static func integer(_ value: Int64, else recent: JSONNumberCache) -> NSNumber {
    if value >= -16, value <= 255 { return small[Int(value) + 16] }
    return recent.number(value)
  }
}
