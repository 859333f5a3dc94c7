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

  /// Makes one model of every set of places whose objects have the same keys, until no two differ
  /// only by place.
  mutating func unify(_ roots: [Observation]) {
    for _ in 0..<64 {
      var groups: [String: Observation] = [:]
      var merged = false
      for node in models(from: roots) {
        let signature = node.keys.sorted().joined(separator: "\u{0}")
        if let first = groups[signature] {
          guard find(first) !== find(node) else { continue }
          absorb(node, into: first)
          merged = true
        } else {
          groups[signature] = node
        }
      }
      if !merged { return }
    }
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

  /// Names every model breadth-first from the roots (so that the shallowest place names a shape) and
  /// types its properties.
  mutating func name(roots: [(String, Observation)]) -> [Schema.Model] {
    var names: Set<String> = Naming.reservedTypeNames
    var pending: [Pending] = []
    var models: [Schema.Model] = []
    func claim(_ node: Observation, candidate: String, parent: String?, path: String) {
      let node = find(node)
      guard indexes[ObjectIdentifier(node)] == nil else { return }
      var name = candidate
      if names.contains(name), let parent { name = parent + candidate }
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
      for key in node.keys {
        let field = find(node.fields[key]!)
        // Models below this property, named from its key before they are typed.
        func visit(_ place: Observation, key: String, path: String, plural: Bool) {
          let place = find(place)
          if let values = mapValues[ObjectIdentifier(place)] {
            visit(values, key: key, path: path + "[*]", plural: true)
          } else if place.kinds == [.object], !place.keys.isEmpty {
            let candidate = Naming.upperCamel(plural ? Naming.singular(key) : key)
            claim(place, candidate: candidate, parent: typeName, path: path)
          }
          if let element = place.element { visit(element, key: key, path: path + "[]", plural: true) }
        }
        visit(field, key: key, path: path + "." + key, plural: false)
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
