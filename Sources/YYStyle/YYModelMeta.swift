import ModelRuntime

/// The per-type meta: `_YYModelMeta`, built once per type and cached.
final class YYModelMeta: @unchecked Sendable {
  let info: TypeInfo
  /// Every converted property, in declaration order (superclasses' first).
  let allPropertyMetas: [YYPropertyMeta]
  /// JSON key → the first property mapped to it; the others follow through `next`.
  let mapper: [String: YYPropertyMeta]
  /// Properties mapped to a key path.
  let keyPathPropertyMetas: [YYPropertyMeta]
  /// Properties mapped to alternatives.
  let multiKeysPropertyMetas: [YYPropertyMeta]
  /// How many properties the model maps: the walk-choice threshold.
  let keyMappedCount: Int

  private static let cache = Locked<[ObjectIdentifier: YYModelMeta]>([:])

  /// The meta of `type`, built on first use (`+[_YYModelMeta metaWithClass:]`).
  ///
  /// As in the original, a missing meta is built outside the lock and published if no other thread
  /// published one first; every caller then uses the published one.
  /// - Returns: `nil` when the type cannot be reflected.
  static func of(_ type: any YYModel.Type) -> YYModelMeta? {
    let key = ObjectIdentifier(type)
    if let cached = cache.withLock({ $0[key] }) { return cached }
    guard let built = YYModelMeta(type) else { return nil }
    return cache.withLock { entries in
      if let raced = entries[key] { return raced }
      entries[key] = built
      return built
    }
  }

  private init?(_ type: any YYModel.Type) {
    guard let info = try? TypeInfo.of(type) else { return nil }
    self.info = info
    let blacklist = type.modelPropertyBlacklist().map(Set.init)
    let whitelist = type.modelPropertyWhitelist().map(Set.init)
    let generic = type.modelContainerPropertyGenericClass()

    // Subclass fields win over a superclass field of the same name, as the original walks up the chain.
    var metas: [YYPropertyMeta] = []
    var seen: Set<String> = []
    for field in info.fields.reversed() {
      // The original needs a getter and a setter: no `let`, no lazy storage, no weak/unowned here.
      guard field.isVar, !field.isLazyStorage, field.isWritable else { continue }
      let name = field.name
      if let blacklist, blacklist.contains(name) { continue }
      if let whitelist, !whitelist.contains(name) { continue }
      guard seen.insert(name).inserted else { continue }
      metas.append(YYPropertyMeta(field: field, name: name, genericClass: generic[name]))
    }
    metas.reverse()
    allPropertyMetas = metas

    // The mapper: custom mappings first, then every other property under its own name.
    var mapper: [String: YYPropertyMeta] = [:]
    var keyPaths: [YYPropertyMeta] = []
    var multiKeys: [YYPropertyMeta] = []
    var unmapped = Dictionary(metas.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    for (propertyName, mapping) in type.modelCustomPropertyMapper().sorted(by: { $0.key < $1.key }) {
      guard let meta = unmapped.removeValue(forKey: propertyName) else { continue }
      switch mapping {
      case .key(let key):
        guard !key.isEmpty else { continue }
        meta.mappedToKey = key
        let path = Self.keyPath(key)
        if path.count > 1 {
          meta.mappedToKeyPath = path
          keyPaths.append(meta)
        }
        meta.next = mapper[key]
        mapper[key] = meta
      case .alternatives(let keys):
        var array: [[String]] = []
        for key in keys where !key.isEmpty {
          let path = Self.keyPath(key)
          array.append(path)
          if meta.mappedToKey.isEmpty {
            meta.mappedToKey = key
            meta.mappedToKeyPath = path.count > 1 ? path : nil
          }
        }
        guard !meta.mappedToKey.isEmpty else { continue }
        meta.mappedToKeyArray = array
        // The original files these under the array object itself, a key no dictionary holds: they are
        // set by the multi-key pass only.
        multiKeys.append(meta)
      }
    }
    for meta in metas where unmapped[meta.name] != nil {
      meta.mappedToKey = meta.name
      meta.next = mapper[meta.name]
      mapper[meta.name] = meta
    }
    // Model→JSON checks for an existing key only where two properties write the same one.
    var writers: [String: Int] = [:]
    for meta in metas { writers[meta.mappedToKeyPath?.first ?? meta.mappedToKey, default: 0] += 1 }
    for meta in metas where writers[meta.mappedToKeyPath?.first ?? meta.mappedToKey, default: 0] > 1 {
      meta.sharesKey = true
    }
    self.mapper = mapper
    self.keyPathPropertyMetas = keyPaths
    self.multiKeysPropertyMetas = multiKeys
    self.keyMappedCount = metas.count
  }

  /// `componentsSeparatedByString:@"."` with empty components removed.
  private static func keyPath(_ key: String) -> [String] {
    key.split(separator: ".", omittingEmptySubsequences: true).map(String.init)
  }
}
