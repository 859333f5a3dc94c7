extension JSONParser {
  /// The object whose keys and values are on the stacks from `firstKey` and `firstValue` on, moved off
  /// them: through its shape when one is known, otherwise key by key (of a duplicate key, the last wins).
  mutating func makeObject(keysFrom firstKey: Int, valuesFrom firstValue: Int) -> [String: Any] {
    let members = keys.elements(from: firstKey)
    let memberValues = values.elements(from: firstValue).baseAddress!
    defer {
      members.deinitialize()
      keys.forget(from: firstKey)
      values.forget(from: firstValue)
    }
    guard members.count <= JSONShapeTable.maximumKeys else {
      return object(members, movingValuesFrom: memberValues).object
    }
    let shapes = context.shapes
    let hash = JSONShape.hash(of: members, in: bytes)
    if let shape = shapes.shape(for: hash), shape.matches(members, in: bytes) {
      shapes.predict(shape, first: members[0], in: bytes)
      return shape.object(movingValuesFrom: memberValues)
    }
    guard shapes.metBefore(hash), members.reduce(0, { $0 + $1.count }) <= JSONShapeTable.maximumKeyBytes
    else {
      return object(members, movingValuesFrom: memberValues).object
    }
    let (result, texts) = object(members, movingValuesFrom: memberValues, keepingTexts: true)
    let shape = JSONShape(hash: hash, of: result, texts: texts, keys: members, in: bytes)
    shapes.keep(shape)
    shapes.predict(shape, first: members[0], in: bytes)
    return result
  }

  /// The object of the predicted `shape`, all of whose keys were found where it expected them: its values
  /// are on the stack from `firstValue` on, its keys from `firstKey` on.
  mutating func makeObject(of shape: JSONShape, keysFrom firstKey: Int, valuesFrom firstValue: Int)
    -> [String: Any]
  {
    keys.elements(from: firstKey).deinitialize()
    keys.forget(from: firstKey)
    defer { values.forget(from: firstValue) }
    context.shapes.notePrediction()
    return shape.object(movingValuesFrom: values.elements(from: firstValue).baseAddress!)
  }

  /// An object built key by key, and with `keepingTexts` the keys' texts in order.
  private func object(
    _ members: UnsafeMutableBufferPointer<Key>, movingValuesFrom values: UnsafeMutablePointer<Any>,
    keepingTexts: Bool = false
  ) -> (object: [String: Any], texts: [String]) {
    var result = JSONContainers.object(capacity: members.count)
    var texts: [String] = []
    if keepingTexts { texts.reserveCapacity(members.count) }
    for position in 0..<members.count {
      let key = members[position]
      let text = key.decoded ?? plainText(key)
      if keepingTexts { texts.append(text) }
      result[text] = (values + position).move()
    }
    return (result, texts)
  }

  /// The array whose elements are on the value stack from `first` on, moved off it into storage of their
  /// exact number.
  mutating func makeArray(valuesFrom first: Int) -> [Any] {
    let elements = values.elements(from: first)
    defer { values.forget(from: first) }
    // One or two elements (a point, a range) as a literal: allocated at its size, with no capacity asked
    // of the allocator.
    if let base = elements.baseAddress, elements.count == 1 || elements.count == 2 {
      return elements.count == 1 ? [base.move()] : [base.move(), (base + 1).move()]
    }
    return [Any](unsafeUninitializedCapacity: elements.count) { buffer, initialized in
      buffer.baseAddress!.moveInitialize(from: elements.baseAddress!, count: elements.count)
      initialized = elements.count
    }
  }
}
