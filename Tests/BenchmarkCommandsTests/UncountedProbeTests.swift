import Foundation
import Testing

@testable import BenchmarkCommands

#if canImport(Glibc)
  import Glibc
#endif

/// `Callgrind.uncounted` names functions of the Swift runtime this process runs on: were the runtime
/// to rename its cache tables, the pattern would match nothing and the counts would again move with
/// where type metadata lands, with no error anywhere.
@Suite struct UncountedProbeTests {
  /// The path of the `libswiftCore.so` this process has mapped.
  func swiftCore() throws -> String {
    // Read to its end: /proc files report a size of 0.
    let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: "/proc/self/maps"))
    defer { try? handle.close() }
    let maps = String(decoding: try handle.readToEnd() ?? Data(), as: UTF8.self)
    let line = try #require(maps.split(separator: "\n").first { $0.hasSuffix("/libswiftCore.so") })
    return String(line[line.range(of: "/")!.lowerBound...])
  }

  /// The demangled names of the functions of `library`'s symbol table (`nm -C`).
  func functions(of library: String) throws -> [Substring] {
    let nm = Process()
    nm.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    nm.arguments = ["nm", "-C", library]
    let pipe = Pipe()
    nm.standardOutput = pipe
    try nm.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    nm.waitUntilExit()
    try #require(nm.terminationStatus == 0)
    // "ADDRESS TYPE NAME": the name is everything after the second space.
    return String(decoding: output, as: UTF8.self).split(separator: "\n").compactMap { line in
      let fields = line.split(separator: " ", maxSplits: 2)
      return fields.count == 3 && "tT".contains(fields[1]) ? fields[2] : nil
    }
  }

  /// Callgrind's patterns are globs over the whole name: `*` and `?`, nothing else special, which
  /// `fnmatch` agrees with for a pattern without `[`.
  func matches(_ pattern: String, _ name: Substring) -> Bool {
    precondition(!pattern.contains("["))
    return fnmatch(pattern, String(name), 0) == 0
  }

  @Test func patternMatchesTheProbesOfTheRuntimesCaches() throws {
    let matched = try functions(of: swiftCore()).filter { matches(Callgrind.uncounted, $0) }
    // The two whose probes moved counts: casts look conformances up, and generic types their metadata.
    for cache in ["ConformanceCacheEntry", "GenericCacheEntry"] {
      #expect(matched.contains { $0.contains(cache) }, "no probe of \(cache) in \(matched)")
    }
    #expect(matched.allSatisfy { $0.contains("ConcurrentReadableHashMap<") && $0.contains("::find<") })
  }

  @Test func patternLeavesTheCastsAndRequestsAroundItCounted() throws {
    let around = [
      "swift_dynamicCast", "swift_conformsToProtocol", "tryCast(swift::OpaqueValue*)",
      "swift_getGenericMetadata",
    ]
    for name in around {
      #expect(!matches(Callgrind.uncounted, Substring(name)))
    }
  }
}
