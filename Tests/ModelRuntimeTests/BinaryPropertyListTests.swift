import Foundation
import ModelRuntime
import Testing

@Suite struct BinaryPropertyListTests {
  /// A binary property list of `objects` (each already encoded), the first one at the top.
  static func plist(_ objects: [[UInt8]]) -> Data {
    var bytes = Array("bplist00".utf8)
    var offsets: [UInt8] = []
    for object in objects {
      offsets.append(UInt8(bytes.count))
      bytes += object
    }
    let table = bytes.count
    bytes += offsets
    bytes += [0, 0, 0, 0, 0, 0, 1, 1]  // unused, offset size 1, reference size 1
    bytes += [0, 0, 0, 0, 0, 0, 0, UInt8(objects.count)]
    bytes += [0, 0, 0, 0, 0, 0, 0, 0]  // top object
    bytes += [0, 0, 0, 0, 0, 0, 0, UInt8(table)]
    return Data(bytes)
  }

  func reason(_ data: Data) -> String? {
    do {
      _ = try BinaryPropertyList.parse(data)
      return nil
    } catch {
      return error.reason
    }
  }

  @Test func readsWhatFoundationWrites() throws {
    let value: [String: Any] = [
      "a": [1, 2.5, "x", "é", true] as [Any], "d": Data([1, 2]), "t": Date(timeIntervalSince1970: 0),
    ]
    let data = try PropertyListSerialization.data(fromPropertyList: value, format: .binary, options: 0)
    let read = try #require(try BinaryPropertyList.parse(data) as? [String: Any])
    #expect(NSDictionary(dictionary: read).isEqual(to: value))
  }

  @Test func readsArchiveReferences() throws {
    let data = try NSKeyedArchiver.archivedData(
      withRootObject: NSArray(array: ["x"]), requiringSecureCoding: true)
    let read = try #require(try BinaryPropertyList.parse(data) as? [String: Any])
    #expect(((read["$top"] as? [String: Any])?["root"] as? BinaryPropertyList.UID)?.index == 1)
  }

  @Test func refusesWhatFoundationMishandles() {
    #expect(reason(Self.plist([[0xC0]]))?.contains("sets") == true)  // a set: its bridging can crash
    #expect(reason(Self.plist([[0xD1, 1, 0], [0x51, 0x61]])) == "a container that contains itself")
    #expect(
      reason(Self.plist([[0xD2, 1, 1, 2, 2], [0x51, 0x61], [0x10, 5]]))?.hasPrefix("a duplicate key") == true)
    #expect(reason(Self.plist([[0xA1, 7]])) == "a reference out of range")
    #expect(reason(Self.plist([[0x5F, 0x10, 40]])) == "an object running past the data")
    #expect(reason(Self.plist([[0x5F, 0x10, 200]])) == "a length past the data")
    #expect(reason(Self.plist([[0x61, 0xD8, 0x00]])) == "a string with a lone surrogate")
    #expect(reason(Data("<?xml version=\"1.0\"?><plist/>".utf8)) == "not a binary property list")
    #expect(reason(Data()) == "not a binary property list")
  }

  @Test func nestingWithinTheLimitIsRead() {
    // Object i is an array holding object i + 1. (The limit itself: ArchiveGuardTests.)
    var objects: [[UInt8]] = []
    let depth = 120
    for index in 0..<depth { objects.append(index == depth - 1 ? [0x10, 1] : [0xA1, UInt8(index + 1)]) }
    #expect(reason(Self.plist(objects)) == nil)  // 120 levels are fine
  }
}
