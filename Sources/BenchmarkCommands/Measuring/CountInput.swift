import Foundation

/// The cell ids a count child is given, one a line, kept in pages of their own rather than on the malloc
/// heap: each cell's fork then starts from the same heap whichever and however many cells share its
/// child, and counts the same (ids on the heap moved counts by a few instructions per operation).
final class CountInput {
  private let base: UnsafeMutableRawPointer
  private let capacity: Int
  private var used = 0

  /// Reserves `capacity` bytes, touched only as lines are added.
  init(capacity: Int = 1 << 26) throws {
    let mapped = mmap(
      nil, capacity, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0)
    guard let mapped, mapped != MAP_FAILED else { throw CountInputError.cannotReserve(errno: errno) }
    base = mapped
    self.capacity = capacity
  }

  deinit { munmap(base, capacity) }

  /// Adds `line` and its newline.
  func append(_ line: String) throws {
    try append(Array(line.utf8) + [UInt8(ascii: "\n")])
  }

  /// Adds what `descriptor` holds, to its end, read straight into the pages.
  func readAll(from descriptor: Int32) throws {
    while true {
      guard used < capacity else { throw CountInputError.tooLong(capacity: capacity) }
      let read = Glibc.read(descriptor, base + used, capacity - used)
      if read == 0 { return }
      if read < 0 {
        if errno == EINTR { continue }
        throw CountInputError.cannotRead(errno: errno)
      }
      used += read
    }
  }

  /// Calls `body` with each non-empty line's bytes, without its newline; nothing is allocated between
  /// one call and the next.
  func forEachLine(_ body: (UnsafeRawBufferPointer) throws -> Void) rethrows {
    let bytes = UnsafeRawBufferPointer(start: base, count: used)
    var start = 0
    while start < used {
      var end = start
      while end < used && bytes[end] != UInt8(ascii: "\n") { end += 1 }
      if end > start { try body(UnsafeRawBufferPointer(rebasing: bytes[start..<end])) }
      start = end + 1
    }
  }

  private func append(_ bytes: [UInt8]) throws {
    guard used + bytes.count <= capacity else { throw CountInputError.tooLong(capacity: capacity) }
    bytes.withUnsafeBytes { (base + used).copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
    used += bytes.count
  }
}

/// Why a count child could not take its cells.
enum CountInputError: Error, CustomStringConvertible {
  case cannotReserve(errno: Int32)
  case cannotRead(errno: Int32)
  case tooLong(capacity: Int)

  var description: String {
    switch self {
    case .cannotReserve(let errno):
      "cannot reserve room for the cells' ids: \(String(cString: strerror(errno)))"
    case .cannotRead(let errno): "cannot read the cells' ids: \(String(cString: strerror(errno)))"
    case .tooLong(let capacity): "the cells' ids take more than \(capacity) bytes"
    }
  }
}
