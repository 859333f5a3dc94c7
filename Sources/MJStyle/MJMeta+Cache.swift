import Foundation
import ModelRuntime

/// What `mj_setup…` stored on one type: the associated objects of the original.
struct MJAssociated {
  var allowed: [String]?
  var ignored: [String]?
  var allowedCoding: [String]?
  var ignoredCoding: [String]?
  var replacedKeys: [String: MJKeyMapping]?
  var replacedKey121: (@Sendable (String) -> String?)?
  var objectClassInArray: [String: Any.Type]?
  var newValue: (@Sendable (Any, Any?, MJProperty) -> Any?)?
}

/// The global per-type tables and caches, behind one lock (MJExtension's semaphore).
enum MJTables {
  struct State {
    var associated: [ObjectIdentifier: MJAssociated] = [:]
    var totalAllowed: [ObjectIdentifier: [String]] = [:]
    var totalIgnored: [ObjectIdentifier: [String]] = [:]
    var totalAllowedCoding: [ObjectIdentifier: [String]] = [:]
    var totalIgnoredCoding: [ObjectIdentifier: [String]] = [:]
    var properties: [ObjectIdentifier: [MJProperty]] = [:]
    var errors: [ObjectIdentifier: MJError] = [:]
    /// `mj_referenceReplacedKeyWhenCreatingKeyValues:` per type that set it.
    var referenceReplacedKeys: [ObjectIdentifier: Bool] = [:]
  }

  static let state = Locked(State())

  enum ListKind {
    case allowed, ignored, allowedCoding, ignoredCoding
  }

  /// The type and its superclasses that conform too, most derived first (`mj_enumerateAllClasses`).
  static func hierarchy(_ type: any MJKeyValue.Type) -> [any MJKeyValue.Type] {
    var chain: [any MJKeyValue.Type] = [type]
    if let info = try? TypeInfo.of(type) {
      for superclass in info.superclasses {
        guard let conforming = superclass as? any MJKeyValue.Type else { break }
        chain.append(conforming)
      }
    }
    return chain
  }

  /// `mj_totalAllowedPropertyNames` and its siblings: the hook's names plus every setup along the
  /// hierarchy, built once per type and cached until a setup changes.
  static func totalNames(_ kind: ListKind, for type: any MJKeyValue.Type) -> [String] {
    let key = ObjectIdentifier(type)
    return state.withLock { state in
      if let cached = cached(kind, key, in: state) { return cached }
      var names: [String]
      switch kind {
      case .allowed: names = type.mj_allowedPropertyNames()
      case .ignored: names = type.mj_ignoredPropertyNames()
      case .allowedCoding: names = type.mj_allowedCodingPropertyNames()
      case .ignoredCoding: names = type.mj_ignoredCodingPropertyNames()
      }
      for member in hierarchy(type) {
        let associated = state.associated[ObjectIdentifier(member)]
        switch kind {
        case .allowed: names += associated?.allowed ?? []
        case .ignored: names += associated?.ignored ?? []
        case .allowedCoding: names += associated?.allowedCoding ?? []
        case .ignoredCoding: names += associated?.ignoredCoding ?? []
        }
      }
      switch kind {
      case .allowed: state.totalAllowed[key] = names
      case .ignored: state.totalIgnored[key] = names
      case .allowedCoding: state.totalAllowedCoding[key] = names
      case .ignoredCoding: state.totalIgnoredCoding[key] = names
      }
      return names
    }
  }

  private static func cached(_ kind: ListKind, _ key: ObjectIdentifier, in state: State) -> [String]? {
    switch kind {
    case .allowed: state.totalAllowed[key]
    case .ignored: state.totalIgnored[key]
    case .allowedCoding: state.totalAllowedCoding[key]
    case .ignoredCoding: state.totalIgnoredCoding[key]
    }
  }

  /// The run-time new-value closures along the hierarchy, most derived first.
  static func newValueBlocks(for type: any MJKeyValue.Type) -> [@Sendable (Any, Any?, MJProperty) -> Any?] {
    state.withLock { state in
      hierarchy(type).compactMap { state.associated[ObjectIdentifier($0)]?.newValue }
    }
  }

  /// `mj_properties`: the type's property list, built once and cached until a setup changes keys.
  static func properties(of type: any MJKeyValue.Type) -> [MJProperty] {
    let key = ObjectIdentifier(type)
    if let cached = state.withLock({ $0.properties[key] }) { return cached }
    let built = buildProperties(type)
    return state.withLock { state in
      if let raced = state.properties[key] { return raced }
      state.properties[key] = built
      return built
    }
  }

  private static func buildProperties(_ type: any MJKeyValue.Type) -> [MJProperty] {
    guard let info = try? TypeInfo.of(type) else { return [] }
    let chain = hierarchy(type).map(ObjectIdentifier.init)
    let associated = state.withLock { state in chain.map { state.associated[$0] ?? MJAssociated() } }
    let replaced = type.mj_replacedKeyFromPropertyName()
    var classes = type.mj_objectClassInArray()
    for entry in associated.reversed() {
      classes.merge(entry.objectClassInArray ?? [:]) { _, subclass in subclass }
    }
    // The original walks from the class up: subclass properties first.
    var seen: Set<String> = []
    var result: [MJProperty] = []
    for field in info.fields.reversed() where field.isWritable && !field.isLazyStorage {
      guard seen.insert(field.name).inserted else { continue }
      let keys = propertyKey(field.name, type: type, replaced: replaced, associated: associated)
      result.append(MJProperty(field: field, keys: keys, objectClassInArray: classes[field.name]))
    }
    return result
  }

  /// `mj_propertyKey:`: the 121 rule, then replaced keys (hook, then setups), then the name.
  private static func propertyKey(
    _ name: String, type: any MJKeyValue.Type, replaced: [String: MJKeyMapping], associated: [MJAssociated]
  ) -> MJKeyMapping {
    var key: MJKeyMapping? = type.mj_replacedKeyFromPropertyName121(name).map(MJKeyMapping.key)
    if key == nil {
      for entry in associated {
        if let rule = entry.replacedKey121, let mapped = rule(name) {
          key = .key(mapped)
          break
        }
      }
    }
    if key == nil || key == .key(name), let mapped = replaced[name] { key = mapped }
    if key == nil || key == .key(name) {
      for entry in associated {
        if let mapped = entry.replacedKeys?[name], mapped != .key(name) {
          key = mapped
          break
        }
      }
    }
    return key ?? .key(name)
  }

  /// Sets one of `type`'s associated settings (`+mj_setup…`), through ``setup(_:_:)``.
  static func setup<Value>(
    _ type: any MJKeyValue.Type, _ setting: WritableKeyPath<MJAssociated, Value>, to value: Value
  ) {
    setup(type) { $0[keyPath: setting] = value }
  }

  /// Stores a setup on `type` and clears every cache it affects, for all types (subclasses see it).
  static func setup(_ type: any MJKeyValue.Type, _ change: (inout MJAssociated) -> Void) {
    state.withLock { state in
      change(&state.associated[ObjectIdentifier(type), default: MJAssociated()])
      state.totalAllowed = [:]
      state.totalIgnored = [:]
      state.totalAllowedCoding = [:]
      state.totalIgnoredCoding = [:]
      state.properties = [:]
    }
  }

  /// `mj_isReferenceReplacedKeyWhenCreatingKeyValues`: the nearest setting along the hierarchy, read per
  /// conversion as the original reads its associated object. The original's `+load` sets YES on NSObject;
  /// here true is the default when no type along the hierarchy set it.
  static func referencesReplacedKeys(for type: any MJKeyValue.Type) -> Bool {
    let settings = state.withLock { $0.referenceReplacedKeys }
    guard !settings.isEmpty else { return true }
    for each in hierarchy(type) {
      if let setting = settings[ObjectIdentifier(each)] { return setting }
    }
    return true
  }

  static func setError(_ error: MJError?, for type: Any.Type) {
    state.withLock { $0.errors[ObjectIdentifier(type)] = error }
  }

  static func error(for type: Any.Type) -> MJError? {
    state.withLock { $0.errors[ObjectIdentifier(type)] }
  }
}
