import BenchmarkKit
import BenchmarkWorkloads
import Testing

/// ModelBench's phase rules: each design file's role, and the platform's symbols.
@Suite struct CostPhasesTests {
  static func entry(
    file: String = "???", function: String = "f", object: String = "/work/.build/release/modelbench"
  )
    -> CallgrindProfile.Entry
  {
    CallgrindProfile.Entry(object: object, file: file, functionFile: file, function: function, cost: 1)
  }

  @Test(arguments: [
    ("/w/Sources/YYStyle/YYMeta+Cache.swift", "meta"),
    ("/w/Sources/MJStyle/MJMeta.swift", "meta"),
    ("/w/Sources/ModelRuntime/Locking/Locked.swift", "meta"),
    ("/w/Sources/MJStyle/MJKeyMapping.swift", "mapping"),
    ("/w/Sources/MJStyle/String+MJ.swift", "mapping"),
    ("/w/Sources/YYStyle/YYConversion.swift", "engine"),
    ("/w/Sources/XYYStyle/XYYJsonModel+Encoding.swift", "engine"),
    ("/w/Sources/YYStyle/YYNumbers.swift", "coercion"),
    ("/w/Sources/XYYStyle/XYYDates.swift", "coercion"),
    ("/w/Sources/ModelRuntime/JSON/JSONValue.swift", "coercion"),
    ("/w/Sources/YYStyle/YYConversion+SetValue.swift", "write"),
    ("/w/Sources/MJStyle/MJConversion+SetValue.swift", "write"),
    ("/w/Sources/XYYStyle/XYYWritePath.swift", "write"),
    ("/w/Sources/ModelRuntime/Access/FieldAccessor.swift", "write"),
    ("/w/Sources/JSONText/JSONParser+Strings.swift", "text"),
    ("/w/Sources/ModelFixtures/Baselines/Weibo+HandWritten.swift", "model"),
  ])
  func aDesignFileIsItsRole(file: String, phase: String) {
    #expect(CostPhases.classifier.phase(of: Self.entry(file: file), symbol: "x") == phase)
  }

  @Test(arguments: [
    ("swift_retain", "memory"),
    ("swift_bridgeObjectRelease", "memory"),
    ("outlined init with copy of Any?", "memory"),
    ("merged initializeWithCopy value witness for Swift.ClosedRange<>.Index", "memory"),
    (
      "bool swift::RefCounts<swift::RefCountBitsT<(swift::RefCountInlinedness)1> >::doDecrementSlow(unsigned int)",
      "memory"
    ),
    ("tryCast(swift::OpaqueValue*, swift::TargetMetadata<swift::InProcess> const*)", "runtime"),
    ("swift_conformsToProtocolMaybeInstantiateSuperclasses", "runtime"),
    ("type metadata accessor for ModelFixtures.GitHubUser", "runtime"),
    (
      "generic specialization <Swift.String, Any> of Swift.__RawDictionaryStorage.find<A>(A) -> (Swift.Int, Swift.Bool)",
      "containers"
    ),
    ("Swift.Hasher.combine(bytes: Swift.UnsafeRawBufferPointer) -> ()", "containers"),
    ("Swift.String.init(_slowFromCodeUnits:)", "strings"),
    ("closure #1 in Foundation.JSONSerialization.jsonObject(with: Foundation.Data) throws -> Any", "text"),
    ("Foundation.NSNumber.int64Value.getter : Swift.Int64", "foundation"),
    ("specialized static YYStyle.YYMeta.lookup(Any.Type) -> YYStyle.YYMeta", "meta"),
    ("static MJStyle.MJConversion.apply<A>(_: [Swift.String : Any], to: inout A) -> ()", "engine"),
    ("__memcpy_avx_unaligned_erms", "other"),
  ])
  func aPlatformSymbolIsItsPhase(symbol: String, phase: String) {
    #expect(CostPhases.classifier.phase(of: Self.entry(function: symbol), symbol: symbol) == phase)
  }

  @Test func foundationsObjectIsFoundation() {
    let entry = Self.entry(
      function: "CFNumberGetValue", object: "/opt/swift/usr/lib/swift/linux/libFoundation.so")
    #expect(CostPhases.classifier.phase(of: entry, symbol: entry.function) == "foundation")
    let jemalloc = Self.entry(
      function: "je_malloc_default", object: "/usr/lib/x86_64-linux-gnu/libjemalloc.so.2")
    #expect(CostPhases.classifier.phase(of: jemalloc, symbol: jemalloc.function) == "memory")
  }

  @Test func everyRuleNamesAKnownPhase() {
    let known = Set(CostPhases.all.map(\.id))
    #expect(CostPhases.designOwned.isSubset(of: known))
    #expect(known.contains(CostPhases.classifier.fallback))
    for rule in CostPhases.classifier.rules { #expect(known.contains(rule.phase), "\(rule.phase)") }
  }
}
