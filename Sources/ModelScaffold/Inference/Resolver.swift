import Foundation
import ModelRuntime

/// Turns merged observations into models: finds maps, makes one model of each set of equal shapes,
/// names the models and types their properties.
struct Resolver {
  /// The merged values of each map (an object whose keys are ids).
  private var mapValues: [ObjectIdentifier: Observation] = [:]
  /// Union–find over observations that turned out to be one model.
  private var representative: [ObjectIdentifier: Observation] = [:]
  /// Model index of each named representative.
  private var indexes: [ObjectIdentifier: Int] = [:]

  func find(_ node: Observation) -> Observation {
    var node = node
    while let next = representative[ObjectIdentifier(node)], next !== node { node = next }
    return node
  }

  func index(of node: Observation) -> Int? { indexes[ObjectIdentifier(find(node))] }

  /// Whether `node` is a map: an object whose keys are all ids, or (below the root) one whose keys are
  /// not all names and whose values are all of one kind (labels, annotations).
  private func isMap(_ node: Observation, isRoot: Bool = false) -> Bool {
    guard node.kinds == [.object], !node.keys.isEmpty else { return false }
    if node.keysAreIDs { return true }
    guard !isRoot, node.someKeyIsNotAName else { return false }
    var kinds: Set<Observation.Kind> = []
    for key in node.keys { kinds.formUnion(node.fields[key]!.kinds) }
    return kinds.count == 1
  }

  /// Finds the maps below `node` (and `node` itself) and merges each map's values into one
  /// observation; returns `node`.
  mutating func prepareMaps(_ node: Observation) -> Observation {
    var visited: Set<ObjectIdentifier> = []
    var stack = [node]
    while let next = stack.popLast() {
      guard visited.insert(ObjectIdentifier(next)).inserted else { continue }
      if isMap(next, isRoot: next === node) {
        let values = Observation()
        for key in next.keys { values.merge(next.fields[key]!) }
        mapValues[ObjectIdentifier(next)] = values
        stack.append(values)
      } else {
        stack.append(contentsOf: next.fields.values)
      }
      if let element = next.element { stack.append(element) }
    }
    return node
  }

  /// The observations directly below `node`.
  private func children(_ node: Observation) -> [Observation] {
    var result: [Observation] = []
    let node = find(node)
    if let values = mapValues[ObjectIdentifier(node)] {
      result.append(values)
    } else {
      result += node.keys.map { node.fields[$0]! }
    }
    if let element = node.element { result.append(element) }
    return result.map(find)
  }

  /// The observations that become models, reachable from `roots`, each once, parents first.
  private func models(from roots: [Observation]) -> [Observation] {
    var seen: Set<ObjectIdentifier> = []
    var order: [Observation] = []
    var queue = roots.map(find)
    var head = 0
    while head < queue.count {
      let node = queue[head]
      head += 1
      guard seen.insert(ObjectIdentifier(node)).inserted else { continue }
      if node.kinds == [.object], mapValues[ObjectIdentifier(node)] == nil, !node.keys.isEmpty {
        order.append(node)
      }
      queue += children(node)
    }
    return order
  }

  /// Makes one model of every set of places whose objects have the same keys and compatible kinds
  /// (``compatible(_:_:)``), until no two differ only by place.
  mutating func unify(_ roots: [Observation]) {
    for _ in 0..<64 {
      var merged = false
      var groups: [String: [Observation]] = [:]
      for node in models(from: roots) {
        let signature = node.keys.sorted().joined(separator: "\u{0}")
        let same = groups[signature, default: []]
        if same.contains(where: { find($0) === find(node) }) { continue }
        // Same keys, but a key holding a number in one and a string in the other: two models.
        if let first = same.first(where: { compatible($0, node) }) {
          absorb(node, into: first)
          merged = true
        } else {
          groups[signature, default: []].append(node)
        }
      }
      if !merged { return }
    }
  }

  /// Makes one model of every two places whose objects are one concept (``oneConcept(_:_:_:)``), when
  /// no key they share holds a value of one kind in one and of another kind in the other. The earlier place (breadth first from the roots) absorbs the later, so a
  /// nested object shaped like an ancestor becomes that ancestor (recursion), the root included. Returns
  /// whether anything was merged.
  ///
  /// Places are compared only with those they share a key with (an index from key to places), so that
  /// many places of few keys each do not cost a comparison of every pair.
  mutating func mergeSimilar(_ roots: [Observation]) -> Bool {
    var mergedAny = false
    while true {
      let places = models(from: roots)
      var byKey: [String: [Int]] = [:]
      var merged = false
      for (index, node) in places.enumerated() {
        let own = keySets(of: node)
        var candidates: Set<Int> = []
        for keys in own {
          for key in keys { candidates.formUnion(byKey[key, default: []]) }
        }
        let match = candidates.sorted().first { earlier in
          keySets(of: places[earlier]).contains { theirs in
            own.contains { mine in
              Self.oneConcept(theirs.intersection(mine).count, theirs.count, mine.count)
            }
          } && compatible(places[earlier], node)
        }
        if let match {
          let target = ObjectIdentifier(find(places[match]))
          memberKeys[target] = keySets(of: places[match]) + own
          absorb(node, into: places[match])
          merged = true
          break
        }
        for keys in own {
          for key in keys { byKey[key, default: []].append(index) }
        }
      }
      if !merged { return mergedAny }
      mergedAny = true
    }
  }

  /// The key sets of the places a model was made of by ``mergeSimilar(_:)``, each as its samples had it:
  /// a place is compared with each (single linkage), since their union grows with every merge and a
  /// resource nested in itself with fewer keys would no longer pass against it.
  private var memberKeys: [ObjectIdentifier: [Set<String>]] = [:]

  private func keySets(of node: Observation) -> [Set<String>] {
    let node = find(node)
    return memberKeys[ObjectIdentifier(node)] ?? [Set(node.keys)]
  }

  /// Whether two places of `left` and `right` keys, `common` of them shared, are one concept: the shared
  /// keys are at least 3/4 of each place's (quicktype's rule), and at least three, so that `{id, name}`
  /// alone never makes two concepts one. A laxer rule (3/4 of the smaller, half of the larger) merged
  /// Spotify's album into its track and its artist into its context: resources of one API share the
  /// API's common keys (`id`, `href`, `uri`, `type`, `external_urls`) without being one concept.
  static func oneConcept(_ common: Int, _ left: Int, _ right: Int) -> Bool {
    common >= 3 && 4 * common >= 3 * max(left, right)
  }

  /// Whether every key two places share held values of one kind in both (nulls aside): a number under
  /// a key of one and a string under it in the other keep them apart, since one property of both would
  /// be `Any`, a kind no design's typed path reads.
  private func compatible(_ a: Observation, _ b: Observation) -> Bool {
    for key in a.keys {
      guard let theirs = b.fields[key], let mine = a.fields[key] else { continue }
      let left = find(mine).kinds
      let right = find(theirs).kinds
      if !left.isEmpty && !right.isEmpty && left != right { return false }
      // Objects shaped like maps on one side only would change a model into a map or back.
      if left == [.object] && right == [.object]
        && (mapValues[ObjectIdentifier(find(mine))] == nil)
          != (mapValues[ObjectIdentifier(find(theirs))] == nil)
      {
        return false
      }
    }
    return true
  }

  /// Makes `other` one with `node`: everything it saw is added to `node`'s representative, and what stood
  /// under each of its keys, in its arrays and as its map's values is made one with what stands there in
  /// `node` (a property has one type, so the places below two places of one model are one place).
  /// Merging goes through `find(_:)` at every step, so nothing is added to a place already made one
  /// with another.
  private mutating func absorb(_ other: Observation, into node: Observation) {
    let target = find(node)
    let source = find(other)
    guard target !== source else { return }
    representative[ObjectIdentifier(source)] = target
    target.mergeCounts(source)
    for key in source.keys {
      let theirs = source.fields[key]!
      if let mine = target.fields[key] {
        absorb(theirs, into: mine)
      } else {
        target.adopt(theirs, as: key)
      }
    }
    if let theirs = source.element {
      if let mine = target.element {
        absorb(theirs, into: mine)
      } else {
        target.element = theirs
      }
    }
    if let theirs = mapValues[ObjectIdentifier(source)] {
      if let mine = mapValues[ObjectIdentifier(target)] {
        absorb(theirs, into: mine)
      } else {
        mapValues[ObjectIdentifier(target)] = theirs
      }
    }
  }

  /// A model named and waiting to have its properties typed.
  private struct Pending {
    var node: Observation
    var name: String
    var path: String
  }

  /// The places below `node` that become models, each with the key it stands under and whether it is
  /// one of many there (an array's element, a map's value), in key order; each place once.
  private func placesBelow(_ node: Observation) -> [(
    place: Observation, key: String, plural: Bool, path: String
  )] {
    var found: [(place: Observation, key: String, plural: Bool, path: String)] = []
    // Per key: a place merged with one of its containers (an array of itself) is met again below it.
    var visited: Set<ObjectIdentifier> = []
    func visit(_ place: Observation, key: String, path: String, plural: Bool) {
      let place = find(place)
      guard visited.insert(ObjectIdentifier(place)).inserted else { return }
      if let values = mapValues[ObjectIdentifier(place)] {
        visit(values, key: key, path: path + "[*]", plural: true)
      } else if place.kinds == [.object], !place.keys.isEmpty {
        found.append((place, key, plural, path))
      }
      if let element = place.element { visit(element, key: key, path: path + "[]", plural: true) }
    }
    for key in node.keys {
      visited = []
      visit(node.fields[key]!, key: key, path: "." + key, plural: false)
    }
    return found
  }

  /// The name each model is given: of the key it stands under most often (singular where it is one of
  /// many), counting also each key's last word, so that a user met as `user`, `user`, `assignee` and
  /// `owner` is `User`, and one met as `head_commit` and `base_commit` is `Commit`. On a tie, the
  /// candidate met first breadth first from the roots; the roots keep theirs.
  private func preferredNames(roots: [Observation]) -> [ObjectIdentifier: String] {
    var scores: [ObjectIdentifier: [String: Int]] = [:]
    var firstMet: [ObjectIdentifier: [String: Int]] = [:]
    var order = 0
    for node in models(from: roots) {
      for (place, key, plural, _) in placesBelow(node) {
        let id = ObjectIdentifier(place)
        let full = Naming.upperCamel(plural ? Naming.singular(key) : key)
        var candidates = [full]
        let words = Naming.words(key)
        if words.count > 1, let last = words.last {
          candidates.append(Naming.upperCamel(plural ? Naming.singularWord(last) : last))
        }
        for candidate in candidates where !candidate.isEmpty {
          scores[id, default: [:]][candidate, default: 0] += 1
          if firstMet[id]?[candidate] == nil {
            firstMet[id, default: [:]][candidate] = order
            order += 1
          }
        }
      }
    }
    var preferred: [ObjectIdentifier: String] = [:]
    for (id, counts) in scores {
      let met = firstMet[id]!
      preferred[id] =
        counts.max { a, b in a.value != b.value ? a.value < b.value : met[a.key]! > met[b.key]! }?.key
    }
    return preferred
  }

  /// Names every model breadth-first from the roots (a shape takes the name of the key it is met under
  /// most often, ``preferredNames(roots:)``) and types its properties.
  mutating func name(roots: [(String, Observation)]) -> [Schema.Model] {
    var names: Set<String> = Naming.reservedTypeNames
    var pending: [Pending] = []
    var models: [Schema.Model] = []
    let preferred = preferredNames(roots: roots.map(\.1))
    func claim(_ node: Observation, candidate: String, parent: String?, path: String) {
      let node = find(node)
      guard indexes[ObjectIdentifier(node)] == nil else { return }
      var name = parent == nil ? candidate : preferred[ObjectIdentifier(node)] ?? candidate
      if names.contains(name), let parent { name = parent + name }
      name = Naming.unique(name, taken: names)
      names.insert(name)
      indexes[ObjectIdentifier(node)] = models.count
      models.append(Schema.Model(name: name, path: path, count: node.objects, properties: []))
      pending.append(Pending(node: node, name: name, path: path))
    }
    for (name, node) in roots { claim(node, candidate: name, parent: nil, path: "$") }
    var head = 0
    while head < pending.count {
      let (node, typeName, path) = (pending[head].node, pending[head].name, pending[head].path)
      head += 1
      var taken: Set<String> = []
      var properties: [Schema.Property] = []
      // Models below this one, named before they are typed.
      for (place, key, plural, below) in placesBelow(node) {
        let candidate = Naming.upperCamel(plural ? Naming.singular(key) : key)
        claim(place, candidate: candidate, parent: typeName, path: path + below)
      }
      for key in node.keys {
        let field = find(node.fields[key]!)
        let name = Naming.propertyName(for: key, in: typeName, taken: taken)
        taken.insert(name)
        let present = node.presence[key] ?? 0
        let type = self.type(of: field)
        properties.append(
          Schema.Property(
            name: name, key: key, type: type, optional: field.nulls > 0 || present < node.objects,
            alwaysNull: field.kinds.isEmpty,
            isoVariant: type == .date(.iso8601)
              ? field.isoExample.map(SampleDateFormat.ISO8601Variant.init(of:)) : nil))
      }
      models[indexes[ObjectIdentifier(node)]!].properties = properties
    }
    return models
  }

  /// The Swift type of what was seen at `node`.
  func type(of node: Observation) -> Schema.FieldType {
    let node = find(node)
    let kinds = node.kinds
    guard kinds.count == 1, let kind = kinds.first else { return .any }
    switch kind {
    case .bool: return .bool
    case .number:
      if node.bigIntegers > 0 { return .decimal }
      return node.fractions > 0 ? .double : .int
    case .string:
      for format in SampleDateFormat.allCases where node.dateFormats.contains(format) { return .date(format) }
      return .string
    case .object:
      if let values = mapValues[ObjectIdentifier(node)] {
        // No design's container hook reaches a model inside a map's arrays (YYModel's generic class
        // converts a map's values only when they are objects; MJExtension's and XYYModel's name an
        // array's elements): such a map holds its JSON as read.
        let element = elementType(of: values)
        if case .array(let inner) = element, inner.holdsModel { return .map(.any) }
        return .map(element)
      }
      guard let index = indexes[ObjectIdentifier(node)] else { return .map(.any) }
      return .model(index)
    case .array:
      guard let element = node.element else { return .array(.any) }
      return .array(elementType(of: element))
    }
  }

  /// The type of an array's elements or a map's values: `Any` when any of them was null, since a Swift
  /// container of a model or a number holds no nil; dates in containers stay strings.
  private func elementType(of node: Observation) -> Schema.FieldType {
    let node = find(node)
    guard node.nulls == 0 else { return .any }
    // A date inside a container stays a string: the designs' date hooks are per property.
    if case .date = type(of: node) { return .string }
    return type(of: node)
  }
}
