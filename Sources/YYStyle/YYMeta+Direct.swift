import JSONText
import ModelRuntime

/// What the direct front end needs of a model's meta: the mapper as a table looked up by a key's bytes,
/// the keys as written, and whether the type's JSON can be read and written straight between text and
/// fields.
///
/// Made from the meta on its first direct use and kept beside it (``YYModelMeta/directPlan``), so the
/// dictionary pipeline never pays for it.
final class YYDirectPlan: Sendable {
  /// The meta's `mapper` keys, looked up without making a `String`: each key's index in `properties`.
  let keys: JSONKeyTable
  /// The first property mapped to each key of `keys`, in the same order.
  let properties: [YYPropertyMeta]
  /// Whether an object is read member by member into the fields: the type maps a property, maps none to a
  /// key path or alternatives (found by looking into the dictionary) and implements no hook that reads
  /// the dictionary. Otherwise the object is read as a dictionary and goes through the dictionary engine.
  let readsDirectly: Bool
  /// Whether a model is written property by property as JSON: it maps a property, none to a key path or a
  /// key another property also writes, and it does not implement `modelCustomTransform(to:)`. Otherwise
  /// its dictionary is made by the dictionary engine and written.
  let writesDirectly: Bool
  /// Each of the meta's `allPropertyMetas`' keys, quoted, escaped and followed by its colon once.
  let writtenKeys: JSONKeyList
  /// The meta's `allPropertyMetas` as the writer walks them, in the same order as `writtenKeys`.
  let fields: [YYDirectField]
  /// The meta's `allPropertyMetas`, for the kinds of field that need more than a ``YYDirectField``.
  let propertyMetas: [YYPropertyMeta]
  /// `writtenKeys` one by one, for the nested models' and containers' writers.
  let nestedKeys: [JSONKey]

  init(_ meta: YYModelMeta) {
    let mapped = Array(meta.mapper)
    keys = JSONKeyTable(mapped.map(\.key))
    properties = mapped.map(\.value)
    let hooks = meta.dictionaryHooks
    let mapsPlainKeys =
      meta.keyMappedCount > 0 && meta.keyPathPropertyMetas.isEmpty && meta.multiKeysPropertyMetas.isEmpty
    readsDirectly =
      mapsPlainKeys && hooks.isDisjoint(with: [.customClass, .willTransform, .transformFrom])
    writesDirectly =
      mapsPlainKeys && !hooks.contains(.transformTo) && !meta.allPropertyMetas.contains { $0.sharesKey }
    writtenKeys = JSONKeyList(meta.allPropertyMetas.map(\.mappedToKey))
    fields = meta.allPropertyMetas.map(YYDirectField.init)
    propertyMetas = meta.allPropertyMetas
    nestedKeys = meta.allPropertyMetas.map { JSONKey($0.mappedToKey) }
  }
}

/// One property as the direct writer reads it: its slot and its kind, in a value with no reference in
/// it, so that walking a model's properties retains nothing per property.
struct YYDirectField {
  /// The containers of JSON values that fixtures have most, which the writer writes typed: `[Int]`,
  /// `[String]`, `[String: String]`, `[String: [Int]]`.
  enum NativeContainer {
    case ints, strings, stringsByKey, intArraysByKey
  }

  let offset: Int
  let isOptional: Bool
  let kind: YYJSONKind
  /// For a ``YYJSONKind/nativeContainer`` of one of the types written typed, which one.
  let native: NativeContainer?

  init(_ property: YYPropertyMeta) {
    offset = property.offset
    isOptional = property.isOptional
    kind = property.jsonKind
    switch property.encoding {
    case .array(.int): native = .ints
    case .array(.string): native = .strings
    case .dictionary(.string): native = .stringsByKey
    case .dictionary(.array(.int)): native = .intArraysByKey
    default: native = nil
    }
  }
}

extension YYModelMeta {
  /// The direct front end's plan of this meta, made on first use.
  @inline(__always)
  var direct: YYDirectPlan {
    // `value(orMake:)` only returns nil when the maker does.
    directPlan.value(orMake: { YYDirectPlan(self) }) ?? YYDirectPlan(self)
  }
}

/// Where the direct writer puts a model's object: under a property's key (escaped in advance), under a
/// dictionary entry's key, or as an array element (no key).
enum YYDirectKey {
  case property(JSONKey)
  case entry(String)
  case element

  @inline(__always)
  func write(into writer: inout JSONTokenWriter) {
    switch self {
    case .property(let key): writer.key(key)
    case .entry(let key): writer.key(key)
    case .element: break
    }
  }
}
