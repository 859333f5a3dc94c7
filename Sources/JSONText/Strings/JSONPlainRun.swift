import CUTF8Validation

/// The bytes a JSON string holds as they are — none a quote, a backslash or a control character — found
/// sixteen or eight at a time: the reader skips them, the writer copies them without escaping. The
/// reader's long runs are found 32 bytes at a time, their UTF-8 checked in the same pass
/// (``checked(_:from:portable:)``).
enum JSONPlainRun {
  /// The high bit of each byte of `word` that is a quote, a backslash or below 0x20. The lowest flagged
  /// byte is always exact (a byte above it may be flagged by a borrow).
  @inline(__always)
  static func ends(_ word: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    func hasZero(_ value: UInt64) -> UInt64 { (value &- ones) & ~value & highs }
    let quote = hasZero(word ^ (ones &* 0x22))
    let backslash = hasZero(word ^ (ones &* 0x5C))
    let control = (word &- ones &* 0x20) & ~word & highs
    return quote | backslash | control
  }

  /// Whether `byte` ends a run.
  @inline(__always)
  static func ends(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20
  }

  /// The position of the first byte at or after `start` that ends a run, or `bytes.count`: sixteen bytes
  /// at a time where the processor has SSE2 (`modelbench_plain_run_block`), then eight.
  @inline(__always)
  static func end(of bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var index = start
    if let base = bytes.baseAddress {
      #if arch(x86_64)
        while index &+ 16 <= bytes.count {
          let ends = modelbench_plain_run_block(base + index) & 0xFFFF
          if ends != 0 { return index &+ ends.trailingZeroBitCount }
          index &+= 16
        }
      #endif
      let raw = UnsafeRawPointer(base)
      while index + 8 <= bytes.count {
        let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
        let flagged = ends(word)
        if flagged != 0 { return index + flagged.trailingZeroBitCount &>> 3 }
        index += 8
      }
    }
    while index < bytes.count, !ends(bytes[index]) { index += 1 }
    return index
  }

  /// What the vector scan found of a run: where it ends (as ``end(of:from:)`` would say), whether a byte
  /// of it is above 0x7F, and whether its bytes are well-formed UTF-8 taken alone.
  struct Checked: Equatable {
    var end: Int
    var nonASCII: Bool
    var valid: Bool
  }

  /// The run from `start`, found and checked as UTF-8 in one pass at AVX2 width
  /// (`modelbench_json_string_run`), or, with `portable`, by a byte loop and simdjson's validator: the
  /// reference the tests compare the vector pass against.
  static func checked(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, portable: Bool = false) -> Checked
  {
    guard let base = bytes.baseAddress else { return Checked(end: 0, nonASCII: false, valid: true) }
    var flags: UInt8 = 0
    let end =
      portable
      ? modelbench_json_string_run_portable(base, bytes.count, start, &flags)
      : modelbench_json_string_run(base, bytes.count, start, &flags)
    return Checked(
      end: end, nonASCII: flags & UInt8(MODELBENCH_RUN_NON_ASCII) != 0,
      valid: flags & UInt8(MODELBENCH_RUN_INVALID) == 0)
  }
}
