import CUTF8Validation
import Foundation
import Testing

@testable import JSONText

/// The inline scans, sixteen bytes at a time (SSE2) and then eight: the reader reading and skipping a
/// string and white space, and the writer finding what to escape, must give what a byte loop gives
/// wherever the byte that matters falls against the blocks, the words and the hand-over to the vector scan.
@Suite struct JSONInlineScanTests {
  #if arch(x86_64)
    /// Each byte value in each of the sixteen lanes sets its lane's end bit and high bit as a byte test
    /// says, and no other lane's.
    @Test func theBlockClassifiesEveryByteInEveryLane() {
      for lane in 0..<16 {
        for value in 0...255 {
          var block = [UInt8](repeating: UInt8(ascii: "a"), count: 16)
          block[lane] = UInt8(value)
          let bits = block.withUnsafeBufferPointer { modelbench_plain_run_block($0.baseAddress!) }
          let ends: UInt32 = JSONPlainRun.ends(UInt8(value)) ? 1 << lane : 0
          let high: UInt32 = value >= 0x80 ? 1 << (16 + lane) : 0
          if bits != ends | high { Issue.record("byte \(value) in lane \(lane): \(String(bits, radix: 2))") }
        }
      }
    }

    /// Each byte value in each lane sets its lane's bit in the white-space block unless it is one of
    /// JSON's four white-space bytes, and sets no other lane's.
    @Test func theWhiteSpaceBlockClassifiesEveryByteInEveryLane() {
      for lane in 0..<16 {
        for value in 0...255 {
          var block = [UInt8](repeating: 0x20, count: 16)
          block[lane] = UInt8(value)
          let bits = block.withUnsafeBufferPointer { modelbench_non_whitespace_block($0.baseAddress!) }
          let expected: UInt32 = [0x20, 0x0A, 0x0D, 0x09].contains(value) ? 0 : 1 << lane
          if bits != expected { Issue.record("byte \(value) in lane \(lane): \(String(bits, radix: 2))") }
        }
      }
    }
  #endif

  /// A run of white space of every length up to 40 ends at its first other byte, wherever that falls
  /// against the sixteen-byte blocks and the text's last fifteen bytes: a value there is read, any other
  /// byte (a control character, a vertical tab, a form feed, a byte above 0x7F) refused at its offset.
  @Test(arguments: [UInt8(ascii: "1"), 0x00, 0x01, 0x0B, 0x0C, 0x1F, 0x85, 0xA0])
  func aWhiteSpaceRunEndsAtItsFirstOtherByte(next: UInt8) throws {
    let spaces: [UInt8] = [0x20, 0x0A, 0x20, 0x20, 0x0D, 0x09]
    for length in 0...40 {
      for rotation in 0..<spaces.count {
        // Mixed white space (a lone space, passed inline, and two spaces among them), and then no
        // text, one space, or enough text that the blocks meet the byte.
        let run = (0..<length).map { spaces[($0 &+ rotation) % spaces.count] }
        for tail in [[], [0x20], [UInt8](repeating: 0x20, count: 20)] {
          let document = Array("[".utf8) + run + [next] + run + Array("]".utf8) + tail
          let label = "byte \(next) after \(length) (rotation \(rotation), tail \(tail.count))"
          let skipped = Result { () throws(JSONTextError) in
            try JSONCursor.read(Data(document)) { (cursor) throws(JSONTextError) in try cursor.skipValue() }
          }
          do {
            let value = try JSONReader.value(from: document)
            #expect(next == UInt8(ascii: "1"), "\(label): read")
            #expect((value as? [Any])?.count == 1, "\(label)")
            #expect((try? skipped.get()) != nil, "\(label): skipped with an error")
          } catch {
            #expect(next != UInt8(ascii: "1"), "\(label): \(error)")
            #expect(error.offset == 1 + length, "\(label): \(error)")
            #expect((try? skipped.get()) == nil, "\(label): skipped without an error")
          }
        }
      }
    }
  }

  /// What the text of one string holds at `position`, if anything: the reader's and the writer's cases.
  enum Special: CaseIterable {
    case none, escape, accented, invalid, control, quoteToEscape

    /// The string's bytes as JSON text (between the quotes) and as the decoded value's UTF-8, or nil for
    /// the value when the reader must refuse the text (an empty string holds nothing special).
    func text(length: Int, at position: Int) -> (json: [UInt8], value: [UInt8]?) {
      var json = [UInt8]()
      var value = [UInt8]()
      for index in 0..<length {
        // Varied ASCII, none of it an end byte.
        let plain = UInt8(ascii: "a") + UInt8(index % 26)
        guard index == position else {
          json.append(plain)
          value.append(plain)
          continue
        }
        switch self {
        case .none:
          json.append(plain)
          value.append(plain)
        case .escape:
          json += Array(#"\n"#.utf8)
          value.append(0x0A)
        case .quoteToEscape:
          json += Array(#"\""#.utf8)
          value.append(UInt8(ascii: "\""))
        case .accented:
          json += [0xC3, 0xA9]
          value += [0xC3, 0xA9]
        case .invalid: json.append(0xFF)
        case .control: json.append(0x01)
        }
      }
      return (json, position < length && (self == .invalid || self == .control) ? nil : value)
    }
  }

  /// Every string of up to 70 bytes with each special byte at each position, at four alignments: read,
  /// skipped, and written back.
  @Test(arguments: Special.allCases)
  func readSkipAndWriteAgreeWithAByteLoop(special: Special) throws {
    for length in 0...70 {
      for position in 0..<max(length, 1) {
        let (json, value) = special.text(length: length, at: position)
        for padding in 0..<4 {
          // The string inside an array, moved by white space so its bytes fall differently on the blocks,
          // and followed by enough text that the inline scan, not the tail loop, meets its end.
          let document =
            Array("[".utf8) + [UInt8](repeating: 0x20, count: padding) + [0x22] + json + [0x22]
            + Array(", 0, 1, 2, 3, 4, 5, 6, 7, 8, 9]".utf8)
          let read = Result { () throws(JSONTextError) in try JSONReader.value(from: document) }
          let skipped = Result { () throws(JSONTextError) in
            try JSONCursor.read(Data(document)) { (cursor) throws(JSONTextError) in try cursor.skipValue() }
          }
          let label = "\(special) of \(length) at \(position), padding \(padding)"
          switch (read, value) {
          case (.success(let tree), let expected?):
            let string = try #require((tree as? [Any])?.first as? String, "\(label)")
            #expect(Array(string.utf8) == expected, "\(label)")
            #expect((try? skipped.get()) != nil, "\(label): skipped with an error")
            try expectWrittenBack(string, label)
          case (.failure(let error), nil):
            // The refusal names the string's first byte (invalid UTF-8) or the control character.
            let offset = padding + 2 + (special == .control ? position : 0)
            #expect(error.offset == offset, "\(label): \(error)")
            #expect((try? skipped.get()) == nil, "\(label): skipped without an error")
          default:
            Issue.record("\(label): read as \(read), expected \(String(describing: value))")
          }
        }
      }
    }
  }

  /// The writer's text of `string` is what escaping it a byte at a time gives.
  func expectWrittenBack(_ string: String, _ label: String) throws {
    var expected = Array("[\"".utf8)
    for byte in string.utf8 {
      switch byte {
      case UInt8(ascii: "\""): expected += Array(#"\""#.utf8)
      case 0x0A: expected += Array(#"\n"#.utf8)
      default: expected.append(byte)
      }
    }
    expected += Array("\"]".utf8)
    #expect(try JSONWriter.bytes([string]) == expected, "\(label)")
  }
}
