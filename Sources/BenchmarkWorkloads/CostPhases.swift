import BenchmarkKit

/// The phases of ModelBench's conversions and the rules that give each instruction to one.
///
/// The designs' files play the same roles under the same names (ARCHITECTURE.md), so most phases are
/// those roles, read off the source file; what runs in the Swift runtime, the standard library and
/// Foundation is told by its symbol. The first rule that matches wins: memory and runtime symbols first
/// (an outlined copy is a copy wherever the compiler put it), then the project's files, then Foundation
/// and the standard library by symbol.
package enum CostPhases {
  /// The phases in report order: the designs' own first, then what the platform adds.
  package static let all: [CostPhase] = [
    CostPhase(
      "meta", "meta & cache look-up", covers: "*Meta.swift, *Meta+Cache.swift; locks, TypeInfo, metadata"),
    CostPhase(
      "mapping", "key mapping", covers: "*KeyMapping.swift, String+MJ.swift: key, key path, alternatives"),
    CostPhase(
      "engine", "engine walk",
      covers: "*Conversion.swift, +Decoding, +Encoding: the walk over keys or properties"),
    CostPhase(
      "coercion", "value coercion",
      covers: "*Numbers.swift, *Dates.swift; ModelRuntime's JSONValue tests and dates"),
    CostPhase(
      "write", "write",
      covers: "*Conversion+SetValue.swift, XYYWritePath.swift, FieldAccessor: the slot, name or setter"),
    CostPhase(
      "model", "model code", covers: "the models, their hooks and hand-written or Codable code; adapters"),
    CostPhase("text", "text layer", covers: "JSONText; JSONSerialization and Foundation's JSON coders"),
    CostPhase("containers", "containers & hashing", covers: "Swift's Dictionary, Array, Set, Hasher"),
    CostPhase("strings", "strings", covers: "Swift's String, Substring, Unicode, Character"),
    CostPhase(
      "memory", "retain/release, copies, allocation",
      covers: "swift_retain/release, value copies, malloc/free (jemalloc)"),
    CostPhase("foundation", "Foundation bridging", covers: "NSNumber, NSString, URL, Date, CoreFoundation"),
    CostPhase(
      "runtime", "Swift runtime: casts & metadata",
      covers: "dynamic casts, conformance and metadata look-ups, existentials"),
    CostPhase("other", "other", covers: "the C library (memcpy, …), the rest of the standard library"),
  ]

  /// The phases that are a design's structure: where it caches, what it looks up per conversion, how it
  /// walks, converts and writes. The rest is the platform under every design.
  package static let designOwned: Set<String> = ["meta", "mapping", "engine", "coercion", "write"]

  /// What each design's own costs are, as its top comment states them (YYStyle.swift, MJStyle.swift,
  /// XYYStyle.swift, "Where its time goes"), by implementation id.
  package static let designStatements: [String: String] = [
    "yy":
      "YYModel's structure spends one locked meta look-up per conversion, a key mapper resolved in the meta, "
      + "a walk over the dictionary or the properties (whichever is shorter) and a write through a typed "
      + "slot chosen when the meta was built; coercions only where the JSON type differs from the property's.",
    "yy-direct":
      "The same metas, mapper and typed writes as YYStyle with another front end: keys looked up by their "
      + "bytes in a table made once per type, each value read from the text straight into its typed slot and "
      + "written from it straight to text; no dictionary, NSNumber or hashed String key in between.",
    "mj":
      "MJExtension's structure spends a look-up in its global per-type tables for every configuration "
      + "question (merged over the class hierarchy), the key mapping per property, a coercion of every value "
      + "by the property's type, and a KVC-style write by name (the name resolved to the field per value).",
    "xyy":
      "XYYModel's structure spends a look-up in its bounded evicting cache per property, the convert hook or "
      + "default conversion of every value, and a write through the model's setter if it has one, else into "
      + "the stored field.",
  ]

  package static let classifier = PhaseClassifier(phases: all, rules: rules, fallback: "other")

  static let rules: [PhaseClassifier.Rule] = [
    .init(
      "memory", objects: [.contains("libjemalloc")],
      symbols: [
        .prefix("swift_retain"), .prefix("swift_release"), .prefix("swift_nonatomic_"),
        .prefix("swift_allocObject"),
        .prefix("swift_dealloc"), .prefix("swift_bridgeObjectRe"), .prefix("swift_unknownObjectRe"),
        .prefix("swift_weak"), .prefix("swift_unowned"), .prefix("swift_slowAlloc"),
        .prefix("swift_slowDealloc"),
        .prefix("_swift_release_dealloc"), .prefix("swift_isUniquelyReferenced"), .prefix("swift_allocBox"),
        .prefix("swift_arrayInit"), .prefix("swift_arrayDestroy"), .prefix("swift_arrayAssign"),
        .exact("malloc"), .exact("free"), .exact("calloc"), .exact("realloc"), .exact("posix_memalign"),
        .exact("aligned_alloc"), .exact("malloc_usable_size"), .exact("__tls_get_addr"),
        .prefix("outlined copy"), .prefix("outlined destroy"), .prefix("outlined init with"),
        .prefix("outlined consume"), .prefix("outlined retain"), .prefix("outlined release"),
        .prefix("outlined assign"), .prefix("outlined take"),
        .prefix("initializeWithCopy"), .prefix("initializeWithTake"),
        .prefix("initializeBufferWithCopyOfBuffer"),
        .prefix("destroy value witness"), .prefix("assignWithCopy"), .prefix("assignWithTake"),
        .prefix("destroy"), .contains("value witness"), .contains("::initializeWithCopy"),
        .contains("::initializeWithTake"), .contains("::destroy"), .contains("::assignWithCopy"),
        .contains("::assignWithTake"), .contains("::initializeBufferWithCopyOfBuffer"),
        .contains("swift::RefCounts"),
        .contains("swift::HeapObject"),
      ]),
    .init(
      "runtime",
      symbols: [
        .prefix("swift_dynamicCast"), .prefix("tryCast"), .prefix("findDynamicValueAndType"),
        .prefix("swift_conformsToProtocol"), .prefix("swift_get"), .prefix("_swift_get"),
        .prefix("swift_check"),
        .prefix("swift_once"), .prefix("swift_beginAccess"), .prefix("swift_endAccess"),
        .prefix("swift_unboxFromSwiftValue"), .prefix("swift_projectBox"), .prefix("swift_instantiate"),
        .prefix("type metadata"), .prefix("metadata accessor"), .prefix("__swift_instantiateConcreteType"),
        .prefix("__swift_project_boxed_opaque_existential"),
        .prefix("__swift_destroy_boxed_opaque_existential"),
        .prefix("__swift_allocate_boxed_opaque_existential"), .prefix("swift::"), .contains(" swift::"),
        .contains("(anonymous namespace)::"), .prefix("std::"), .contains("__swift::"), .prefix("swift_is"),
        .prefix("getCache"), .contains("EnumTagSinglePayload"),
        .prefix("lazy protocol witness table"), .prefix("associated type"), .prefix("reflection metadata"),
        .prefix("__swift::"), .contains("Swift._dynamicCast"), .contains("Swift._conditionallyBridge"),
      ]),
    .init("text", files: [.contains("/Sources/JSONText/")]),
    .init(
      "meta",
      files: [
        .suffix("Meta.swift"), .suffix("Meta+Cache.swift"), .contains("/ModelRuntime/Locking/"),
        .contains("/ModelRuntime/Reflection/"), .contains("/ModelRuntime/Metadata/"),
        .contains("/ModelRuntime/ABI/"), .contains("/ModelRuntime/Encoding/"),
      ],
      symbols: [.prefix("pthread_mutex"), .prefix("pthread_getspecific"), .prefix("pthread_once")]),
    .init("mapping", files: [.suffix("KeyMapping.swift"), .suffix("/String+MJ.swift")]),
    .init(
      "write",
      files: [
        .suffix("+SetValue.swift"), .suffix("/XYYWritePath.swift"), .contains("/ModelRuntime/Access/"),
      ]),
    .init(
      "coercion",
      files: [
        .suffix("Numbers.swift"), .suffix("Dates.swift"), .contains("/ModelRuntime/Dates/"),
        .contains("/ModelRuntime/JSON/"),
      ]),
    .init(
      "engine",
      files: [
        .contains("/Sources/YYStyle/"), .contains("/Sources/MJStyle/"), .contains("/Sources/XYYStyle/"),
        .contains("/Sources/ModelRuntime/"),
      ]),
    .init(
      "model",
      files: [
        .contains("/Sources/ModelFixtures/"), .contains("/Sources/ModelAdapters/"),
        .contains("/Sources/MappingSeam/"), .contains("/Sources/BenchmarkKit/"),
        .contains("/Sources/BenchmarkWorkloads/"), .contains("/Benchmarks/"),
        .contains("/Sources/ModelScaffold/"),
      ]),
    // Code whose file the debug information does not name (merged or specialized by the optimizer): by the
    // module and type its symbol names.
    .init("text", symbols: [.prefix("JSONText.")]),
    .init(
      "write",
      symbols: [
        .prefix("ModelRuntime.FieldAccessor"), .prefix("ModelRuntime.ModelBase"),
        .prefix("ModelRuntime.ModelStorage"),
        .prefix("ModelRuntime.FieldSlot"),
      ]),
    .init(
      "meta",
      symbols: [
        .prefix("YYStyle.YYMeta"), .prefix("YYStyle.YYClassMeta"), .prefix("MJStyle.MJMeta"),
        .prefix("MJStyle.MJTables"),
        .prefix("XYYStyle.XYYMeta"), .prefix("ModelRuntime.TypeInfo"), .prefix("ModelRuntime.FieldInfo"),
        .prefix("ModelRuntime.Locked"),
      ]),
    .init("coercion", symbols: [.prefix("ModelRuntime.JSONValue"), .prefix("ModelRuntime.FixedFormatDate")]),
    .init(
      "engine",
      symbols: [.prefix("YYStyle."), .prefix("MJStyle."), .prefix("XYYStyle."), .prefix("ModelRuntime.")]),
    .init("model", symbols: [.prefix("ModelFixtures."), .prefix("ModelAdapters."), .prefix("MappingSeam.")]),
    // Foundation's JSON coders and JSONSerialization are the baselines' text layer.
    .init(
      "text",
      symbols: [
        .contains("JSONSerialization"), .contains("JSONDecoder"), .contains("JSONEncoder"),
        .contains("JSONScanner"), .contains("JSONMap"), .contains("JSONWriter"), .contains("JSON5Scanner"),
        .contains("JSONFuture"), .contains("JSONReference"), .contains("__JSONEncoder"),
        .contains("_JSONEncoder"),
        .contains("_JSONUnkeyed"), .contains("_JSONKeyed"), .contains("JSONDecoderImpl"),
      ]),
    .init(
      "foundation",
      objects: [.contains("libFoundation"), .contains("libCoreFoundation"), .contains("lib_FoundationICU")],
      symbols: [
        .prefix("Foundation."), .prefix("FoundationEssentials."), .contains("NSNumber"),
        .contains("NSString"),
        .contains("_bridgeToObjectiveC"), .contains("_SwiftValue"), .prefix("CF"), .prefix("_CF"),
        .prefix("__CF"),
      ]),
    .init(
      "containers",
      symbols: [
        .contains("Swift.Dictionary"), .contains("Swift._NativeDictionary"),
        .contains("Swift.__RawDictionaryStorage"),
        .contains("Swift._DictionaryStorage"), .contains("Swift.__EmptyDictionarySingleton"),
        .contains("Swift._Dictionary"), .contains("Swift.Array"), .contains("Swift.ContiguousArray"),
        .contains("Swift._ContiguousArray"), .contains("Swift._ArrayBuffer"),
        .contains("Swift.__ContiguousArray"),
        .contains("Swift.Hasher"), .contains("Swift._HashTable"), .contains("Swift.Set"),
        .contains("Swift._NativeSet"), .contains("Swift.__RawSetStorage"), .contains("Swift.Hashable"),
        .contains("hashValue"), .contains(".hash"), .contains("Swift._SipHash"),
        .contains("Swift.__EmptyArrayStorage"),
        .contains("Swift._ArrayBody"), .contains("Swift.IndexingIterator<Swift.Array"),
      ]),
    .init(
      "strings",
      symbols: [
        .contains("Swift.String"), .contains("Swift.Substring"), .contains("Swift._String"),
        .contains("Swift.__String"), .contains("Swift._SmallString"), .contains("Swift.Unicode"),
        .contains("Swift.Character"), .contains("Swift._Character"), .contains("Swift._UTF8"),
        .contains("Swift._UTF16"), .contains("Swift.StaticString"), .contains("Swift._fastUTF8"),
        .contains("_slowFromCodeUnits"), .contains("UTF8View"), .contains("UTF16View"),
        .contains("Swift._foreign"),
        .contains("Swift.__SharedStringStorage"), .contains("Swift._StringGuts"),
      ]),
  ]
}
