import JSONText
import ModelRuntime

// The direct front end's half of a nested model type's driver: the same steps as the dictionary half
// (YYModelDriver.swift), reading from a `JSONCursor` and writing to a `JSONTokenWriter`.

extension YYModelDriver {
  /// `Model`'s plan when its objects are read member by member; nil when they are not (or `Model` has
  /// no meta). Loaded once per field, and then used for every model of an array or dictionary.
  @inline(__always)
  private var readingPlan: YYDirectPlan? {
    guard let plan = cachedPlan, plan.readsDirectly else { return nil }
    return plan
  }

  /// Reads the object at the cursor into `one`: member by member with `exactPlan` (``cachedPlan``, which
  /// reads directly) when it is exactly a `Model`; else (a subclass an existing field holds) with its own
  /// type's plan when that reads directly, or as a dictionary through `set(_:with:)`.
  private func read(into one: inout Model, exactPlan: YYDirectPlan, from cursor: inout JSONCursor)
    throws(JSONTextError)
  {
    if type(of: one) == Model.self {
      _ = try YYDirectReader.read(&one, plan: exactPlan, from: &cursor)
    } else if let meta = YYModelMeta.of(type(of: one)), meta.direct.readsDirectly {
      _ = try YYDirectReader.read(&one, plan: meta.direct, from: &cursor)
    } else if let dictionary = try cursor.readValue() as? [String: Any] {
      set(&one, with: dictionary)
    }
  }

  func read(at address: FieldSlot, isOptional: Bool, from cursor: inout JSONCursor) throws(JSONTextError)
    -> Bool
  {
    guard let plan = readingPlan else { return false }
    var failure: JSONTextError?
    // A new model is exactly a `Model`: it is read with the plan at once, with no look-up of its dynamic
    // type (which a chain of nested models would pay per level).
    func reading(_ one: inout Model, isNew: Bool) {
      do throws(JSONTextError) {
        if isNew {
          _ = try YYDirectReader.read(&one, plan: plan, from: &cursor)
        } else {
          try read(into: &one, exactPlan: plan, from: &cursor)
        }
      } catch {
        failure = error
      }
    }
    updateNested(at: address, isOptional: isOptional) {
      reading(&$0, isNew: false)
    } make: {
      var made = Model()
      reading(&made, isNew: true)
      return made
    }
    if let failure { throw failure }
    return true
  }

  func readArray(at address: FieldSlot, isOptional: Bool, from cursor: inout JSONCursor) throws(JSONTextError)
    -> Bool
  {
    guard let plan = readingPlan else { return false }
    var result = ModelArrayCollector(classCheck, expected: lastArrayCount.load(ordering: .relaxed))
    try cursor.beginArray()
    while try cursor.nextElement() {
      guard try cursor.peek() == .object else {
        try cursor.skipValue()
        continue
      }
      // A class model is made and read as the object it is (the reader's entry that is not generic, so
      // no value-witness call per model), and moved into the array with no copy counted.
      if let made = classCheck.newObject(Model.init) {
        _ = try YYDirectReader.read(object: made, plan: plan, from: &cursor)
        result.append(object: made)
      } else {
        var made = Model()
        _ = try YYDirectReader.read(&made, plan: plan, from: &cursor)
        result.append(made)
      }
    }
    lastArrayCount.store(result.count, ordering: .relaxed)
    result.store(optional: isOptional, at: address)
    return true
  }

  func readDictionary(at address: FieldSlot, isOptional: Bool, from cursor: inout JSONCursor)
    throws(JSONTextError) -> Bool
  {
    guard let plan = readingPlan else { return false }
    var result = ModelDictionaryCollector(classCheck, expected: lastDictionaryCount.load(ordering: .relaxed))
    try cursor.beginObject()
    while let key = try cursor.nextKey() {
      guard try cursor.peek() == .object else {
        // Of a repeated key the last value counts, as in the dictionary: one that is no object drops it.
        try cursor.skipValue()
        result.remove(key)
        continue
      }
      if let made = classCheck.newObject(Model.init) {
        _ = try YYDirectReader.read(object: made, plan: plan, from: &cursor)
        result.set(object: made, for: key)
      } else {
        var made = Model()
        _ = try YYDirectReader.read(&made, plan: plan, from: &cursor)
        result.set(made, for: key)
      }
    }
    lastDictionaryCount.store(result.count, ordering: .relaxed)
    result.store(optional: isOptional, at: address)
    return true
  }

  /// Writes `key` and `model`'s object: property by property when its type writes directly, else the
  /// dictionary engine's object for it; nothing when the model is refused. A class model is written as
  /// the object it is (``write(object:exactPlan:key:into:)``).
  func write(_ model: Model, key: YYDirectKey, into writer: inout JSONTokenWriter) throws(JSONTextError) {
    if let object = classCheck.object(model) {
      return try write(object: object, exactPlan: cachedPlan, key: key, into: &writer)
    }
    guard let plan = cachedPlan, plan.writesDirectly else {
      guard let dictionary = json(of: model) else { return }
      key.write(into: &writer)
      return try writer.value(dictionary)
    }
    _ = try YYDirectWriter.write(model, object: nil, plan: plan, key: key, into: &writer)
  }

  /// ``write(_:key:into:)`` for a class model given as the object it is (a `Model`, or a subclass); it is
  /// made a `Model` value only when its type does not write directly. `exactPlan` is `Model`'s own plan
  /// (``cachedPlan``), loaded once by a caller that writes many.
  func write(
    object: AnyObject, exactPlan: YYDirectPlan?, key: YYDirectKey, into writer: inout JSONTokenWriter
  )
    throws(JSONTextError)
  {
    let exact = ObjectIdentifier(type(of: object)) == ObjectIdentifier(Model.self)
    // The exact plan is passed on as it came (unwrapped after the test: bound with `if let`, or met by
    // the other path in one call, it was retained and released for every model); any other plan is
    // looked up in a call of its own.
    guard exact, exactPlan?.writesDirectly == true else {
      return try write(otherObject: object, exact: exact, key: key, into: &writer)
    }
    _ = try YYDirectWriter.write(object: object, plan: exactPlan!, key: key, into: &writer)
  }

  /// ``write(object:exactPlan:key:into:)`` for a subclass, or a type that does not write directly.
  @inline(never)
  private func write(
    otherObject object: AnyObject, exact: Bool, key: YYDirectKey, into writer: inout JSONTokenWriter
  )
    throws(JSONTextError)
  {
    guard !exact, let plan = YYModelMeta.of(type(of: classCheck.model(object)))?.direct, plan.writesDirectly
    else {
      let model = classCheck.model(object)
      guard let dictionary = json(of: model) else { return }
      key.write(into: &writer)
      return try writer.value(dictionary)
    }
    _ = try YYDirectWriter.write(object: object, plan: plan, key: key, into: &writer)
  }

  func writeObject(
    at address: FieldSlotView, isOptional: Bool, key: JSONKey, into writer: inout JSONTokenWriter
  )
    throws(JSONTextError)
  {
    guard isOptional else { return try write(address.load(Model.self), key: .property(key), into: &writer) }
    guard isClass else { return try writeOptionalValue(at: address, key: key, into: &writer) }
    // Read as the object it is, as an array's elements are: no `Model` copied through its metadata.
    var failure: JSONTextError?
    let plan = cachedPlan
    _ = address.withOptionalObject(AnyObject.self) { object in
      do throws(JSONTextError) {
        try write(object: object, exactPlan: plan, key: .property(key), into: &writer)
      } catch {
        failure = error
      }
    }
    if let failure { throw failure }
  }

  /// ``writeObject(at:isOptional:key:into:)`` for a `Model?` field of a value type, in a call of its
  /// own: `Model?`'s metadata, looked up at run time in this unspecialized code, is then looked up for
  /// such fields only, not for every nested object written.
  @inline(never)
  private func writeOptionalValue(at address: FieldSlotView, key: JSONKey, into writer: inout JSONTokenWriter)
    throws(JSONTextError)
  {
    if let model = address.load(Model?.self) { try write(model, key: .property(key), into: &writer) }
  }

  func writeArray(
    at address: FieldSlotView, isOptional: Bool, key: JSONKey, into writer: inout JSONTokenWriter
  )
    throws(JSONTextError)
  {
    // Class models: the array read as its objects, as the dictionary half does.
    let plan = cachedPlan
    let walked = try classCheck.forEachObject(
      inArrayAt: address, optional: isOptional,
      reserve: { (_) throws(JSONTextError) in
        writer.key(key)
        try writer.beginArray()
      }
    ) { (object: AnyObject) throws(JSONTextError) in
      try write(object: object, exactPlan: plan, key: .element, into: &writer)
    }
    if let walked {
      if walked { writer.endArray() }
      return
    }
    guard let models = address.load([Model].self, optional: isOptional) else { return }
    writer.key(key)
    try writer.beginArray()
    for model in models { try write(model, key: .element, into: &writer) }
    writer.endArray()
  }

  func writeDictionary(
    at address: FieldSlotView, isOptional: Bool, key: JSONKey, into writer: inout JSONTokenWriter
  ) throws(JSONTextError) {
    let plan = cachedPlan
    let walked = try classCheck.forEachObject(
      inDictionaryAt: address, optional: isOptional,
      reserve: { (_) throws(JSONTextError) in
        writer.key(key)
        try writer.beginObject()
      }
    ) { (entry: String, object: AnyObject) throws(JSONTextError) in
      try write(object: object, exactPlan: plan, key: .entry(entry), into: &writer)
    }
    if let walked {
      if walked { writer.endObject() }
      return
    }
    guard let models = address.load([String: Model].self, optional: isOptional) else { return }
    writer.key(key)
    try writer.beginObject()
    for (entry, model) in models { try write(model, key: .entry(entry), into: &writer) }
    writer.endObject()
  }
}
