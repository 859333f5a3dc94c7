import JSONText
import ModelRuntime

/// What the direct front end needs of a model's meta: the mapper as a table looked up by a key's bytes,
/// the keys as written, and whether the type's JSON can be read and written straight between text and
/// fields.
///
/// Made from the meta on its first direct use and kept beside it (``YYModelMeta/directPlan``), so the
/// dictionary pipeline never pays for it.
final class YYDirectPlan: Sendable {
  /// The meta's `mapper` keys, looked up without making a `String`: each key's index in `targets` and
  /// `properties`.
  let keys: JSONKeyTable
  /// What the reader writes each key of `keys` into, in the same order.
  let targets: [YYDirectTarget]
  /// The first property mapped to each key of `keys`, in the same order, lent to the reader unretained
  /// for the targets that need more than a ``YYDirectTarget`` (a driver, the dictionary engine's setter).
  let properties: LendingArray<YYPropertyMeta>
  /// Whether an object is read member by member into the fields: the type maps a property, maps none to a
  /// key path or alternatives (found by looking into the dictionary) and implements no hook that reads
  /// the dictionary. Otherwise the object is read as a dictionary and goes through the dictionary engine.
  let readsDirectly: Bool
  /// Whether a model is written property by property as JSON: it maps a property, none to a key path or a
  /// key another property also writes, and it implements no `modelCustomTransform(to:)` or names the keys
  /// it touches (``transform``). Otherwise its dictionary is made by the dictionary engine and written.
  let writesDirectly: Bool
  /// For a type whose `modelCustomTransform(to:)` touches only the keys it names, what the writer hands
  /// that hook; nil for every other type.
  let transform: YYDirectTransform?
  /// Each of the meta's `allPropertyMetas`' keys, quoted, escaped and followed by its colon once.
  let writtenKeys: JSONKeyList
  /// The meta's `allPropertyMetas` as the writer walks them, in the same order as `writtenKeys`.
  let fields: [YYDirectField]
  /// The meta's `allPropertyMetas`, for the kinds of field that need more than a ``YYDirectField``.
  let propertyMetas: [YYPropertyMeta]
  /// What the writer needs of each field holding models or a container it cannot write typed, lent to
  /// it unretained (``YYDirectField/nested`` is the index here).
  let nestedFields: LendingArray<YYDirectNested>

  init(_ meta: YYModelMeta) {
    let mapped = Array(meta.mapper)
    keys = JSONKeyTable(mapped.map(\.key))
    targets = mapped.map { YYDirectTarget($0.value) }
    properties = LendingArray(mapped.map(\.value))
    let hooks = meta.dictionaryHooks
    let mapsPlainKeys =
      meta.keyMappedCount > 0 && meta.keyPathPropertyMetas.isEmpty && meta.multiKeysPropertyMetas.isEmpty
    readsDirectly =
      mapsPlainKeys && hooks.isDisjoint(with: [.customClass, .willTransform, .transformFrom])
    transform =
      hooks.contains(.transformTo)
      ? meta.transformToKeys.map {
        YYDirectTransform(keys: $0, properties: meta.allPropertyMetas, hook: meta.transformTo)
      } : nil
    writesDirectly =
      mapsPlainKeys && (!hooks.contains(.transformTo) || transform != nil)
      && !meta.allPropertyMetas.contains { $0.sharesKey }
    writtenKeys = JSONKeyList(meta.allPropertyMetas.map(\.mappedToKey))
    propertyMetas = meta.allPropertyMetas
    var nested: [YYDirectNested] = []
    fields = meta.allPropertyMetas.map { property in
      guard YYDirectField.needsNested(property) else { return YYDirectField(property, nested: nil) }
      nested.append(YYDirectNested(property))
      return YYDirectField(property, nested: nested.count - 1)
    }
    nestedFields = LendingArray(nested)
  }
}

/// The properties a type's `modelCustomTransform(to:)` may change (``YYModel/modelTransformToKeys``): the
/// direct writer runs the hook on a dictionary of their values alone and writes what it leaves in their
/// place.
final class YYDirectTransform: Sendable {
  /// The indices, in the plan's `fields`, of the properties mapped to a named key.
  let fields: [Int]
  /// Whether each of the plan's `fields` is one of them.
  let isTransformed: [Bool]
  /// Their keys: what the hook leaves under any other key is written after the properties.
  let keys: Set<String>
  /// The hook, called on the model at a base.
  let hook: @Sendable (ModelBase, inout [String: Any]) -> Bool

  init(
    keys named: [String], properties: [YYPropertyMeta],
    hook: @escaping @Sendable (ModelBase, inout [String: Any]) -> Bool
  ) {
    self.hook = hook
    let named = Set(named)
    let isTransformed = properties.map { named.contains($0.mappedToKey) }
    let fields = isTransformed.indices.filter { isTransformed[$0] }
    self.isTransformed = isTransformed
    self.fields = fields
    keys = Set(fields.map { properties[$0].mappedToKey })
  }
}

/// A field holding models, or a container of JSON values the writer does not write typed, as the direct
/// writer needs it: its property's meta (for the driver, the field's accessor and `loadTyped`) and
/// its key as written.
///
/// A class, so that the plan can lend it unretained (``YYDirectPlan/nestedFields``): reading a driver, a
/// meta or a key out of the plan's arrays for every nested model and container copied them, and each
/// copy cost an atomic retain and release.
final class YYDirectNested: Sendable {
  /// JSON's own two containers, as a field of JSON values of unknown shape holds them: written as they
  /// stand when they are valid JSON, checked as they are written (``YYDirectWriter``).
  enum PlainContainer {
    case object, array, arrays, objects
  }

  let property: YYPropertyMeta
  let key: JSONKey
  /// For a field of JSON's containers (`[String: Any]`, `[Any]`, `[[Any]]`, `[[String: Any]]`), optional
  /// or not, which.
  let plain: PlainContainer?

  init(_ property: YYPropertyMeta) {
    self.property = property
    key = JSONKey(property.mappedToKey)
    switch (property.jsonKind, property.containerType) {
    case (.jsonValues, let type) where type == [String: Any].self: plain = .object
    case (.jsonValues, let type) where type == [Any].self: plain = .array
    case (.jsonValues, let type) where type == [[Any]].self: plain = .arrays
    case (.jsonValues, let type) where type == [[String: Any]].self: plain = .objects
    default: plain = nil
    }
  }
}

/// The property a key is mapped to, as the direct reader writes it: its slot and how the value at the
/// key is read, resolved once from its setter, in a value with no counted reference in it, so that
/// reading a member retains nothing.
struct YYDirectTarget {
  /// How a value is read into the field when its token is the one each kind names; any other token,
  /// and every other kind, is read as the Foundation value the dictionary would hold and given to the
  /// dictionary engine's setter (``YYConversion/setValue(_:for:base:)``).
  enum Kind {
    /// A string into a `String` field.
    case string
    /// A number or a boolean into a number field.
    case number(YYNumberKind)
    /// An object into a nested model, an array into a `[Model]`, an object into a `[String: Model]`:
    /// through the property's driver (``YYPropertyMeta/jsonDriver``).
    case model, modelArray, modelDictionary
    /// The containers of JSON values read typed: an array into `[Int]` or `[String]`, an object into
    /// `[String: String]` or `[String: [Int]]`.
    case native(YYDirectField.NativeContainer)
    /// Any other array or string-keyed map of JSON's own types, at any depth (``YYDirectContainer``),
    /// but a map of maps.
    case typed(any YYDirectContainer.Type)
    /// Through the dictionary engine's setter: every other kind, and a map of maps.
    case other
  }

  let offset: Int
  let isOptional: Bool
  let kind: Kind
  /// Whether more properties are mapped to the key (``YYPropertyMeta/next``): the value is then read
  /// once and given to each, through the dictionary engine's setter.
  let isShared: Bool

  init(_ property: YYPropertyMeta) {
    offset = property.offset
    isOptional = property.isOptional
    isShared = property.next != nil
    kind = Self.kind(of: property)
  }

  private static func kind(of property: YYPropertyMeta) -> Kind {
    switch (property.setter, property.jsonKind) {
    case (.string, _): .string
    case (.number(let kind), _): .number(kind)
    case (.model, .model): .model
    case (.array, .modelArray): .modelArray
    case (.dictionary, .modelDictionary): .modelDictionary
    case (.array(nil, let type), _) where type.elementType == Int.self: .native(.ints)
    case (.array(nil, let type), _) where type.elementType == String.self: .native(.strings)
    case (.dictionary(nil, let type), _) where type.valueType == String.self: .native(.stringsByKey)
    case (.dictionary(nil, let type), _) where type.valueType == [Int].self: .native(.intArraysByKey)
    case (.array(nil, let type), _) where type is any YYDirectContainer.Type:
      (type as? any YYDirectContainer.Type).map(Kind.typed) ?? .other
    // A map of maps (a free-form nest's levels, which the meta found) is cheaper cast whole by the setter
    // than read entry by entry: each entry of a typed read is inserted through generic code, each value
    // read as the dictionary holds it anyway. A map of JSON's objects has no levels and is read typed
    // (``YYDirectElementKinds``).
    case (.dictionary(nil, _), _) where !property.mapLevels.isEmpty: .other
    case (.dictionary(nil, let type), _) where type is any YYDirectContainer.Type:
      (type as? any YYDirectContainer.Type).map(Kind.typed) ?? .other
    default: .other
    }
  }
}

/// One property as the direct writer reads it: its slot and its kind, in a value with no counted
/// reference in it, so that walking a model's properties retains nothing per property.
struct YYDirectField {
  /// The four most common containers of JSON values, which the direct front end reads and writes typed
  /// by code of their own: `[Int]`, `[String]`, `[String: String]`, `[String: [Int]]`.
  enum NativeContainer {
    case ints, strings, stringsByKey, intArraysByKey
  }

  let offset: Int
  let isOptional: Bool
  let kind: YYJSONKind
  /// How a nil is told before the field's kind is looked at, for the kinds whose writing goes through a
  /// driver or a closure (``YYDirectWriter`` asks it there only).
  let absence: FieldAbsence
  /// For a ``YYJSONKind/nativeContainer`` of one of the types written typed, which one.
  let native: NativeContainer?
  /// For any other array or string-keyed map of JSON's own types, its type, written typed
  /// (``YYDirectContainer``).
  let typed: (any YYDirectContainer.Type)?
  /// For the fields ``needsNested(_:)`` names, the index of what the writer needs beyond this value in
  /// the plan's ``YYDirectPlan/nestedFields``.
  let nested: Int?

  init(_ property: YYPropertyMeta, nested: Int?) {
    offset = property.offset
    isOptional = property.isOptional
    kind = property.jsonKind
    absence = FieldAbsence(type: property.field.type, ownership: property.field.ownership)
    if case .nativeContainer = property.jsonKind { native = Self.native(property) } else { native = nil }
    typed = native == nil ? Self.typed(property) : nil
    self.nested = nested
  }

  private static func native(_ property: YYPropertyMeta) -> NativeContainer? {
    switch property.encoding {
    case .array(.int): .ints
    case .array(.string): .strings
    case .dictionary(.string): .stringsByKey
    case .dictionary(.array(.int)): .intArraysByKey
    default: nil
    }
  }

  /// The container type of a field of JSON values the writer writes typed.
  private static func typed(_ property: YYPropertyMeta) -> (any YYDirectContainer.Type)? {
    switch property.jsonKind {
    case .nativeContainer, .jsonValues: property.containerType as? any YYDirectContainer.Type
    default: nil
    }
  }

  /// Whether the writer needs a ``YYDirectNested`` for `property`: a field of models, one of a JSON
  /// container it does not write typed, or one it reads as the dictionary engine does.
  static func needsNested(_ property: YYPropertyMeta) -> Bool {
    switch property.jsonKind {
    case .model, .modelArray, .modelDictionary, .jsonValues, .reflected: true
    case .nativeContainer: native(property) == nil
    case .number, .string, .url, .date, .omitted, .decimal: false
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
