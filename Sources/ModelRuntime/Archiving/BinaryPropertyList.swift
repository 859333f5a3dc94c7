import Foundation

/// A strict reader of binary property lists (`bplist00`), for ``ArchiveGuard``.
///
/// Foundation's own parser is not safe on hostile bytes: a mutated archive can hold a set whose bridging
/// to Swift crashes inside `PropertyListSerialization`, before any check could run. This reader accepts
/// only what keyed archives are made of — dictionaries with string keys, arrays, strings, numbers, data,
/// dates and archive references (UIDs) — checks every offset, reference and length against the input,
/// and refuses sets, reference cycles, nesting deeper than `GraphGuard.maximumDepth`, duplicate keys and
/// malformed strings. What it accepts, Foundation parses to the same values.
public enum BinaryPropertyList {
  /// An archive reference: the index of an object in the archive's `$objects`.
  public struct UID: Hashable, Sendable {
    public let index: Int
  }

  /// Why the bytes were refused.
  public struct Malformed: Error, Hashable, Sendable, CustomStringConvertible {
    public let reason: String
    public var description: String { reason }
  }

  /// The values of `data`: `[String: Any]`, `[Any]`, `String`, `NSNumber`, `Data`, `Date` and ``UID``.
  public static func parse(_ data: Data) throws(Malformed) -> Any {
    let bytes = [UInt8](data)
    var reader = try Reader(bytes: bytes)
    return try reader.object(reader.topObject, depth: 0)
  }

  private struct Reader {
    let bytes: [UInt8]
    let offsetSize: Int
    let referenceSize: Int
    let objectCount: Int
    let topObject: Int
    let offsetTable: Int
    /// The containers being read (a reference back to one is a cycle).
    var open: Set<Int> = []
    /// The containers read already: an object referenced many times is read once.
    var done: [Int: Any] = [:]

    init(bytes: [UInt8]) throws(Malformed) {
      self.bytes = bytes
      guard bytes.count >= 8 + 32, bytes.starts(with: Array("bplist00".utf8)) else {
        throw Malformed(reason: "not a binary property list")
      }
      let trailer = bytes.count - 32
      offsetSize = Int(bytes[trailer + 6])
      referenceSize = Int(bytes[trailer + 7])
      guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else {
        throw Malformed(reason: "bad integer sizes in the trailer")
      }
      let count = Self.unsigned(bytes, at: trailer + 8, size: 8)
      let top = Self.unsigned(bytes, at: trailer + 16, size: 8)
      let table = Self.unsigned(bytes, at: trailer + 24, size: 8)
      // Compared without adding or multiplying, so that no value in the trailer can overflow.
      guard count > 0, count < UInt64(bytes.count), top < count, table >= 8, table <= UInt64(trailer),
        count <= (UInt64(trailer) - table) / UInt64(offsetSize)
      else { throw Malformed(reason: "a trailer that does not fit the data") }
      objectCount = Int(count)
      topObject = Int(top)
      offsetTable = Int(table)
    }

    static func unsigned(_ bytes: [UInt8], at start: Int, size: Int) -> UInt64 {
      var value: UInt64 = 0
      for index in start..<(start + size) { value = value << 8 | UInt64(bytes[index]) }
      return value
    }

    /// `size` bytes at `start`, refused when they run past the object table.
    func range(_ start: Int, _ size: Int) throws(Malformed) -> Range<Int> {
      guard start >= 8, size >= 0, start <= offsetTable, size <= offsetTable - start else {
        throw Malformed(reason: "an object running past the data")
      }
      return start..<(start + size)
    }

    func offset(of object: Int) throws(Malformed) -> Int {
      guard object >= 0, object < objectCount else { throw Malformed(reason: "a reference out of range") }
      let value = Self.unsigned(bytes, at: offsetTable + object * offsetSize, size: offsetSize)
      guard value >= 8, value < UInt64(offsetTable) else { throw Malformed(reason: "an offset out of range") }
      return Int(value)
    }

    /// The length in a marker's low nibble, or the integer object after it when the nibble is 0xF.
    func length(_ marker: UInt8, at start: Int) throws(Malformed) -> (length: Int, next: Int) {
      let nibble = Int(marker & 0x0F)
      guard nibble == 0x0F else { return (nibble, start + 1) }
      let intMarker = bytes[try range(start + 1, 1).lowerBound]
      guard intMarker & 0xF0 == 0x10, intMarker & 0x0F <= 3 else { throw Malformed(reason: "a bad length") }
      let size = 1 << Int(intMarker & 0x0F)
      let value = Self.unsigned(bytes, at: try range(start + 2, size).lowerBound, size: size)
      guard value <= UInt64(bytes.count) else { throw Malformed(reason: "a length past the data") }
      return (Int(value), start + 2 + size)
    }

    mutating func object(_ index: Int, depth: Int) throws(Malformed) -> Any {
      let start = try offset(of: index)
      let marker = bytes[start]
      switch marker >> 4 {
      case 0x0:
        switch marker {
        case 0x08: return NSNumber(value: false)
        case 0x09: return NSNumber(value: true)
        default: throw Malformed(reason: "a null or fill object")
        }
      case 0x1:
        let size = 1 << Int(marker & 0x0F)
        guard size <= 8 else { throw Malformed(reason: "an integer wider than 64 bits") }
        let value = Self.unsigned(bytes, at: try range(start + 1, size).lowerBound, size: size)
        return size == 8 ? NSNumber(value: Int64(bitPattern: value)) : NSNumber(value: value)
      case 0x2:
        let size = 1 << Int(marker & 0x0F)
        let at = try range(start + 1, size).lowerBound
        switch size {
        case 4: return NSNumber(value: Float(bitPattern: UInt32(Self.unsigned(bytes, at: at, size: 4))))
        case 8: return NSNumber(value: Double(bitPattern: Self.unsigned(bytes, at: at, size: 8)))
        default: throw Malformed(reason: "a real of \(size) bytes")
        }
      case 0x3:
        guard marker == 0x33 else { throw Malformed(reason: "a bad date") }
        let at = try range(start + 1, 8).lowerBound
        return Date(timeIntervalSinceReferenceDate: Double(bitPattern: Self.unsigned(bytes, at: at, size: 8)))
      case 0x4:
        let (count, next) = try length(marker, at: start)
        return Data(bytes[try range(next, count)])
      case 0x5:
        let (count, next) = try length(marker, at: start)
        let slice = bytes[try range(next, count)]
        guard slice.allSatisfy({ $0 < 0x80 }) else { throw Malformed(reason: "a non-ASCII ASCII string") }
        return String(decoding: slice, as: UTF8.self)
      case 0x6:
        let (count, next) = try length(marker, at: start)
        let slice = bytes[try range(next, count * 2)]
        var units: [UInt16] = []
        units.reserveCapacity(count)
        var index = slice.startIndex
        while index < slice.endIndex {
          units.append(UInt16(slice[index]) << 8 | UInt16(slice[index + 1]))
          index += 2
        }
        guard let string = String(validating: units, as: UTF16.self) else {
          throw Malformed(reason: "a string with a lone surrogate")
        }
        return string
      case 0x8:
        let size = Int(marker & 0x0F) + 1
        guard size <= 4 else { throw Malformed(reason: "a UID wider than 32 bits") }
        return UID(index: Int(Self.unsigned(bytes, at: try range(start + 1, size).lowerBound, size: size)))
      case 0xA, 0xD:
        if let read = done[index] { return read }
        guard depth < GraphGuard.maximumDepth else {
          throw Malformed(reason: "nesting deeper than the limit")
        }
        guard !open.contains(index) else { throw Malformed(reason: "a container that contains itself") }
        open.insert(index)
        defer { open.remove(index) }
        let (count, next) = try length(marker, at: start)
        let references = try (0..<(marker >> 4 == 0xD ? count * 2 : count)).map {
          (position) throws(Malformed) in
          let at = try range(next + position * referenceSize, referenceSize).lowerBound
          let reference = Self.unsigned(bytes, at: at, size: referenceSize)
          guard reference < UInt64(objectCount) else { throw Malformed(reason: "a reference out of range") }
          return Int(reference)
        }
        if marker >> 4 == 0xA {
          var array: [Any] = []
          array.reserveCapacity(count)
          for reference in references { array.append(try object(reference, depth: depth + 1)) }
          done[index] = array
          return array
        }
        var dictionary: [String: Any] = [:]
        for position in 0..<count {
          guard let key = try object(references[position], depth: depth + 1) as? String else {
            throw Malformed(reason: "a dictionary key that is not a string")
          }
          guard dictionary[key] == nil else { throw Malformed(reason: "a duplicate key \(key)") }
          dictionary[key] = try object(references[count + position], depth: depth + 1)
        }
        done[index] = dictionary
        return dictionary
      default:
        throw Malformed(reason: "an object of type \(marker >> 4) (sets and others are refused)")
      }
    }
  }
}
