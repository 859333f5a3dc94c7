// BenchmarkJemalloc — jemalloc for the runner's executables: the allocation counter and the check that
// jemalloc serves the process. Only executables depend on it (`modelbench`, a scaffolded package's runner):
// linked into a library the tests link, jemalloc would take the process's malloc from under
// AddressSanitizer.
import BenchmarkCommands
import BenchmarkKit
import CJemalloc

extension BenchmarkSuite.Allocator {
  /// jemalloc, linked into this executable.
  public static var jemalloc: Self {
    Self(counter: JemallocCounter(), version: Jemalloc.version, isActive: { Jemalloc.isActiveAllocator() })
  }
}

/// Allocation counts and bytes from jemalloc's own statistics.
///
/// Bytes come from `thread.allocated`, exact at any time. Counts come from the arenas' `nmalloc`
/// statistics, which miss allocations served by the thread cache; `exactly(_:)` therefore disables the
/// calling thread's cache for the measured pass, so every allocation reaches an arena and is counted.
package struct JemallocCounter: AllocationCounter {
  package init() {}

  package func snapshot() -> AllocationSnapshot {
    Jemalloc.refresh()
    let small = Jemalloc.read(UInt64.self, "stats.arenas.4096.small.nmalloc") ?? 0
    let large = Jemalloc.read(UInt64.self, "stats.arenas.4096.large.nmalloc") ?? 0
    let bytes = Jemalloc.read(UInt64.self, "thread.allocated") ?? 0
    return AllocationSnapshot(allocations: small + large, bytes: bytes)
  }

  package func exactly<R>(_ body: () throws -> R) rethrows -> R {
    Jemalloc.write("thread.tcache.enabled", false)
    defer { Jemalloc.write("thread.tcache.enabled", true) }
    return try body()
  }
}

/// jemalloc's control interface (`mallctl`), as far as the runner needs it.
package enum Jemalloc {
  package static func read<T>(_: T.Type, _ name: String) -> T? {
    let value = UnsafeMutablePointer<T>.allocate(capacity: 1)
    defer { value.deallocate() }
    var size = MemoryLayout<T>.size
    guard mallctl(name, value, &size, nil, 0) == 0 else { return nil }
    return value.pointee
  }

  package static func write<T>(_ name: String, _ value: T) {
    var copy = value
    _ = withUnsafeMutablePointer(to: &copy) { mallctl(name, nil, nil, $0, MemoryLayout<T>.size) }
  }

  /// Refreshes the statistics mallctl reports (`epoch`).
  package static func refresh() {
    var current: UInt64 = 0
    var next: UInt64 = 1
    var size = MemoryLayout<UInt64>.size
    _ = mallctl("epoch", &current, &size, &next, size)
  }

  package static var version: String {
    guard let pointer = read(UnsafePointer<CChar>?.self, "version"), let pointer else { return "unknown" }
    return String(cString: pointer)
  }

  /// Whether jemalloc serves the process's `malloc` and the Swift runtime's allocations.
  ///
  /// Allocates through `malloc` and through a Swift array, and checks that jemalloc's per-thread counter
  /// saw both.
  package static func isActiveAllocator() -> Bool {
    guard let before = read(UInt64.self, "thread.allocated") else { return false }
    // The block escapes through blackHole, or LLVM removes the malloc/free pair.
    let block = malloc(1 << 16)
    blackHole(block)
    let afterMalloc = read(UInt64.self, "thread.allocated") ?? before
    free(block)
    // A Swift heap object the optimiser cannot remove: its contents escape through blackHole.
    let array = ContiguousArray<UInt8>(unsafeUninitializedCapacity: 1 << 16) { buffer, count in
      buffer.initialize(repeating: 1)
      count = buffer.count
    }
    blackHole(array)
    let afterSwift = read(UInt64.self, "thread.allocated") ?? afterMalloc
    return afterMalloc - before >= 1 << 16 && afterSwift - afterMalloc >= 1 << 16
  }
}
