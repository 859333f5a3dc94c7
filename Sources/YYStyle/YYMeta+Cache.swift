import ModelRuntime

/// The per-type meta: `_YYModelMeta`, built once per type and cached.
final class YYModelMeta: Sendable {
  let info: TypeInfo
  /// Every converted property, in declaration order (superclasses' first).
  let allPropertyMetas: [YYPropertyMeta]
  /// The same, lent unretained to the walks that visit each of them per conversion (the original's
  /// `__unsafe_unretained` property metas): a retain and a release per property are atomic operations.
  let lentPropertyMetas: LendingArray<YYPropertyMeta>
  /// JSON key → the first property mapped to it; the others follow through `next`.
  let mapper: [String: YYPropertyMeta]
  /// `mapper` as positions in `lentPropertyMetas`, and each property's `next` as one (-1 for none): the
  /// dictionary walk reaches its metas unretained.
  let mapperIndex: [String: Int]
  let nextIndex: [Int]
  /// Properties mapped to a key path.
  let keyPathPropertyMetas: [YYPropertyMeta]
  /// Properties mapped to alternatives.
  let multiKeysPropertyMetas: [YYPropertyMeta]
  /// How many properties the model maps: the walk-choice threshold.
  let keyMappedCount: Int
  /// The hooks the type says take the JSON dictionary (read by the direct front end only).
  let dictionaryHooks: YYDictionaryHooks
  /// The keys the type says its `modelCustomTransform(to:)` touches (read by the direct front end only).
  let transformToKeys: [String]?
  /// The type's `modelCustomTransform(to:)` on the model at a base: how the direct writer, which knows a
  /// nested type by its meta only, calls it.
  let transformTo: @Sendable (ModelBase, inout [String: Any]) -> Bool
  /// The direct front end's view of this meta, made on its first direct use.
  let directPlan = LazyReference<YYDirectPlan>()

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

  private static func transformHook<M: YYModel>(of _: M.Type)
    -> @Sendable (ModelBase, inout [String: Any]) -> Bool
  {
    { base, dictionary in base.model(as: M.self).modelCustomTransform(to: &dictionary) }
  }

  private init?(_ type: any YYModel.Type) {
    guard let info = try? TypeInfo.of(type) else { return nil }
    self.info = info
    let blacklist = type.modelPropertyBlacklist().map(Set.init)
    let whitelist = type.modelPropertyWhitelist().map(Set.init)
    let generic = type.modelContainerPropertyGenericClass()
    self.dictionaryHooks = type.modelDictionaryHooks
    self.transformToKeys = type.modelTransformToKeys
    self.transformTo = Self.transformHook(of: type)

    // Subclass fields win over a superclass field of the same name, as the original walks up the chain.
    var fields: [FieldInfo] = []
    var seen: Set<String> = []
    for field in info.fields.reversed() {
      // The original needs a getter and a setter: no `let`, no lazy storage, no weak/unowned here.
      guard field.isVar, !field.isLazyStorage, field.isWritable else { continue }
      let name = field.name
      if let blacklist, blacklist.contains(name) { continue }
      if let whitelist, !whitelist.contains(name) { continue }
      guard seen.insert(name).inserted else { continue }
      fields.append(field)
    }
    fields.reverse()

    // Where each property is found: custom mappings first, then every other property under its own name.
    // `order` is the order properties join the mapper, which is the order of their `next` chains.
    var placements: [String: YYKeyPlacement] = [:]
    var order: [(name: String, joins: YYKeyPlacement.Joins)] = []
    var unmapped = Set(fields.map(\.name))
    for (propertyName, mapping) in type.modelCustomPropertyMapper().sorted(by: { $0.key < $1.key }) {
      guard unmapped.contains(propertyName) else { continue }
      switch mapping {
      case .key(let key):
        guard !key.isEmpty else {
          // An empty key maps the property to nothing; it is still copied, compared and described.
          placements[propertyName] = YYKeyPlacement(mappedToKey: "")
          order.append((propertyName, .nothing))
          break
        }
        let path = Self.keyPath(key)
        placements[propertyName] = YYKeyPlacement(
          mappedToKey: key, mappedToKeyPath: path.count > 1 ? path : nil)
        order.append((propertyName, .mapper(key)))
      case .alternatives(let keys):
        let usable = keys.filter { !$0.isEmpty }
        guard let first = usable.first else {
          placements[propertyName] = YYKeyPlacement(mappedToKey: "")
          order.append((propertyName, .nothing))
          break
        }
        let firstPath = Self.keyPath(first)
        // The original files these under the array object itself, a key no dictionary holds: they are
        // set by the multi-key pass only.
        placements[propertyName] = YYKeyPlacement(
          mappedToKey: first, mappedToKeyPath: firstPath.count > 1 ? firstPath : nil,
          mappedToKeyArray: usable.map(Self.keyPath))
        order.append((propertyName, .alternatives))
      }
      unmapped.remove(propertyName)
    }
    for field in fields where unmapped.contains(field.name) {
      placements[field.name] = YYKeyPlacement(mappedToKey: field.name)
      order.append((field.name, .mapper(field.name)))
    }
    // Model→JSON checks for an existing key only where two properties write the same one.
    var writers: [String: Int] = [:]
    for placement in placements.values {
      writers[placement.mappedToKeyPath?.first ?? placement.mappedToKey, default: 0] += 1
    }
    for (name, placement) in placements
    where writers[placement.mappedToKeyPath?.first ?? placement.mappedToKey, default: 0] > 1 {
      placements[name]?.sharesKey = true
    }

    // The metas, each made complete: a property's `next` is the one mapped to its key before it.
    let fieldsByName = Dictionary(fields.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    var made: [String: YYPropertyMeta] = [:]
    var mapper: [String: YYPropertyMeta] = [:]
    var keyPaths: [YYPropertyMeta] = []
    var multiKeys: [YYPropertyMeta] = []
    for (name, joins) in order {
      guard let field = fieldsByName[name], let placement = placements[name] else { continue }
      var next: YYPropertyMeta?
      if case .mapper(let key) = joins { next = mapper[key] }
      let meta = YYPropertyMeta(
        field: field, name: name, genericClass: generic[name], placement: placement, next: next)
      made[name] = meta
      switch joins {
      case .mapper(let key):
        mapper[key] = meta
        if placement.mappedToKeyPath != nil { keyPaths.append(meta) }
      case .alternatives:
        multiKeys.append(meta)
      case .nothing:
        break
      }
    }
    allPropertyMetas = fields.compactMap { made[$0.name] }
    self.mapper = mapper
    self.keyPathPropertyMetas = keyPaths
    self.multiKeysPropertyMetas = multiKeys
    self.keyMappedCount = allPropertyMetas.count
    lentPropertyMetas = LendingArray(allPropertyMetas)
    let position = Dictionary(
      allPropertyMetas.enumerated().map { (ObjectIdentifier($0.element), $0.offset) },
      uniquingKeysWith: { a, _ in a })
    mapperIndex = mapper.compactMapValues { position[ObjectIdentifier($0)] }
    nextIndex = allPropertyMetas.map { property in
      property.next.flatMap { position[ObjectIdentifier($0)] } ?? -1
    }
  }

  /// `componentsSeparatedByString:@"."` with empty components removed.
  private static func keyPath(_ key: String) -> [String] {
    key.split(separator: ".", omittingEmptySubsequences: true).map(String.init)
  }
}
