import JSONText

/// Walks one sample document as JSONText reads it, adding each value to the observation of its place:
/// the document is never held as a tree, so a sample of any size is inferred in memory proportional to
/// the number of distinct places, not to the document.
struct ObservingVisitor: JSONVisitor {
  private struct Frame {
    let node: Observation
    let isObject: Bool
    var key: String?
  }

  let root: Observation
  private var stack: [Frame] = []

  init(root: Observation) { self.root = root }

  /// The observation the next value belongs to.
  private func target() -> Observation {
    guard let top = stack.last else { return root }
    return top.isObject ? top.node.field(top.key ?? "") : top.node.elements()
  }

  mutating func objectStart() {
    let node = target()
    node.seen += 1
    node.objects += 1
    stack.append(Frame(node: node, isObject: true, key: nil))
  }

  mutating func key(_ key: String) {
    let node = stack[stack.count - 1].node
    // A key repeated within one object counts twice: such input is rare, and the readers keep its last
    // value, which this observation also saw.
    node.presence[key, default: 0] += 1
    _ = node.field(key)
    stack[stack.count - 1].key = key
  }

  mutating func objectEnd() { stack.removeLast() }

  mutating func arrayStart() {
    let node = target()
    node.seen += 1
    node.arrays += 1
    stack.append(Frame(node: node, isObject: false, key: nil))
  }

  mutating func arrayEnd() { stack.removeLast() }

  mutating func scalar(_ value: JSONScalar) {
    let kind: JSONScalarKind
    switch value {
    case .null: kind = .null
    case .bool: kind = .bool
    case .integer: kind = .integer
    case .unsignedInteger, .bigInteger: kind = .bigInteger
    case .fraction: kind = .fraction
    case .string(let text): kind = .string(text)
    }
    target().observe(kind)
  }
}
