import Foundation
import JSONText

/// The `json` fuzz target's invariants: JSONText's reader and writer against Foundation's
/// JSONSerialization on the same bytes.
///
/// - What JSONText reads, JSONSerialization reads too, to an equal tree — but for one quirk of
///   JSONSerialization, which drops a U+FEFF where a run of unescaped characters starts in a string or key
///   (after the opening quote, or after an escape); JSONText keeps it, as RFC 8259 says: it is a character
///   like any other. So strings are compared without their U+FEFFs.
/// - What JSONSerialization reads and JSONText refuses is one of Foundation's leniencies: a trailing comma,
///   a byte-order mark, or text that is not UTF-8 (UTF-16), which RFC 8259 forbids; or a number beyond a
///   Double's range as the value of a key that a later duplicate replaces (`{"id": 1E400, "id": 1}`):
///   JSONSerialization keeps the last member without ever converting the number, JSONText refuses the
///   number where it stands.
/// - What JSONText reads, its writer writes; both readers read that back to an equal tree; and the
///   sorted-keys output is the same bytes twice.
enum TextLayerDifferential {
  static func check(_ input: Data) -> String? {
    let theirs = try? JSONSerialization.jsonObject(with: input, options: [.fragmentsAllowed])
    let ours: Any
    do {
      ours = try JSONReader.value(from: input)
    } catch {
      if let theirs, !isFoundationLeniency(error, input), !isReplacedOutOfRangeNumber(error, input, theirs) {
        return "JSONSerialization reads what JSONText refuses: \(error)"
      }
      return nil
    }
    guard let theirs else { return "JSONText reads what JSONSerialization refuses" }
    guard JSONTree.equal(ours, theirs, foundationStrings: true) else {
      return "the readers give different trees"
    }
    let written: [UInt8]
    do {
      written = try JSONWriter.bytes(ours, options: .sortedKeys)
    } catch {
      return "the writer refuses what the reader read: \(error)"
    }
    guard let again = try? JSONReader.value(from: written), JSONTree.equal(again, ours) else {
      return "the writer's output does not read back to the same tree"
    }
    guard
      let foundationAgain = try? JSONSerialization.jsonObject(
        with: Data(written), options: [.fragmentsAllowed]),
      JSONTree.equal(ours, foundationAgain, foundationStrings: true)
    else { return "JSONSerialization does not read the writer's output back to the same tree" }
    guard (try? JSONWriter.bytes(again, options: .sortedKeys)) == written else {
      return "sorted-keys output is not byte-stable"
    }
    return nil
  }

  /// Whether JSONText refused a number beyond a Double's range that JSONSerialization never converted: with
  /// each such number written as 0 in turn (a key may be replaced more than once), JSONText reads the same
  /// tree as JSONSerialization (the key was replaced).
  static func isReplacedOutOfRangeNumber(_ error: JSONTextError, _ input: Data, _ theirs: Any) -> Bool {
    var bytes = [UInt8](input)
    var error = error
    // Each turn shortens the text (an out-of-range number has more than one byte), so the loop ends.
    while case .invalidNumber = error.reason, let offset = error.offset {
      var end = offset
      while end < bytes.count, "+-.0123456789eE".utf8.contains(bytes[end]) { end += 1 }
      // The number itself, not the error's wording, says it is out of range.
      guard let number = Double(String(decoding: bytes[offset..<end], as: UTF8.self)), !number.isFinite
      else { return false }
      bytes.replaceSubrange(offset..<end, with: [UInt8(ascii: "0")])
      do {
        return JSONTree.equal(try JSONReader.value(from: bytes), theirs, foundationStrings: true)
      } catch let next {
        error = next
      }
    }
    return false
  }

  /// A trailing comma (a `]` or `}` where a value or key must follow a comma), a byte-order mark or a NUL
  /// byte at the start (UTF-16), or bytes that are not UTF-8.
  static func isFoundationLeniency(_ error: JSONTextError, _ input: Data) -> Bool {
    if case .invalidUTF8 = error.reason { return true }
    if let first = input.first, [0xEF, 0xFE, 0xFF, 0x00].contains(first) { return true }
    if input.count > 1, input.dropFirst().first == 0 { return true }
    guard case .unexpectedByte(let byte, _) = error.reason,
      byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}"),
      let offset = error.offset
    else { return false }
    // The last byte before the closing one, white space skipped, is a comma.
    var position = offset - 1
    while position >= 0, [0x20, 0x0A, 0x0D, 0x09].contains(input[input.startIndex + position]) {
      position -= 1
    }
    return position >= 0 && input[input.startIndex + position] == UInt8(ascii: ",")
  }
}
