import Foundation
import JSONText
import ModelRuntime

/// Model → JSON text with no dictionary in between: the direct front end's writer.
///
/// The same meta and the same per-property kinds as ``YYJSONWriter`` (`ModelToJSONObjectRecursive`):
/// each mapped property is read through its typed slot and written as JSON at once, under its key, in
/// declaration order — what the dictionary would hold, without building it, boxing its numbers or
/// hashing its keys. Values the dictionary engine leaves out (nil optionals, `Data`, NaN, a refused
/// model) are left out here. A model whose type cannot be written this way (a key path, a shared key,
/// its own `modelCustomTransform(to:)` on keys it does not name) is written from its dictionary.
enum YYDirectWriter {
  /// The JSON text of `model`; nil where ``YYModel/yy_modelToJSONData()`` gives nil (no mapped property,
  /// a transform hook said no, a cycle or a nesting limit anywhere in the graph).
  static func data<M: YYModel>(of model: M) -> Data? {
    guard let meta = YYModelMeta.of(type(of: model)) else { return nil }
    let plan = meta.direct
    guard plan.writesDirectly else {
      guard let object = YYJSONWriter.rootDictionary(of: model) else { return nil }
      return try? JSONWriter.data(object)
    }
    var writer = JSONTokenWriter()
    let object = ClassCheck<M>().object(model)
    guard
      let (written, refusals) = try? write(model, object: object, plan: plan, key: .element, into: &writer),
      written, refusals.isEmpty
    else { return nil }
    return writer.data()
  }

  /// Writes `key` and the object of `model` — `object` when it is a class instance — one level of the
  /// walk deeper; nothing when the level is refused (`written` false). `refusals` are those met at this
  /// level and below it.
  static func write<M>(
    _ model: M, object: AnyObject?, plan: YYDirectPlan, key: YYDirectKey, into writer: inout JSONTokenWriter
  ) throws(JSONTextError) -> (written: Bool, refusals: GraphGuard.Failures) {
    if let object {
      return try write(object: object, plan: plan, key: key, into: &writer)
    }
    // The closures return nothing (a result of their own went through the generic code's witnesses).
    var written = false
    let (_, refusals) = try GraphGuard.enter(nil) { () throws(JSONTextError) -> Void in
      try ModelStorage.withBase(of: model) { (base) throws(JSONTextError) in
        written = try self.object(at: base, plan: plan, key: key, into: &writer)
      }
    }
    return (written, refusals)
  }

  /// ``write(_:object:plan:key:into:)`` for a class model, given only as the object it is: no
  /// copy of it as a generic value is made.
  static func write(
    object: AnyObject, plan: YYDirectPlan, key: YYDirectKey, into writer: inout JSONTokenWriter
  )
    throws(JSONTextError) -> (written: Bool, refusals: GraphGuard.Failures)
  {
    var written = false
    let (_, refusals) = try GraphGuard.enter(object) { () throws(JSONTextError) -> Void in
      try ModelStorage.withBase(ofObject: object) { (base) throws(JSONTextError) in
        written = try self.object(at: base.readOnly, plan: plan, key: key, into: &writer)
      }
    }
    return (written, refusals)
  }

  /// `key` and the object of the model at `base`; false, with nothing written, when its transform hook
  /// says no.
  @inline(__always)
  private static func object(
    at base: ModelBase, plan: YYDirectPlan, key: YYDirectKey, into writer: inout JSONTokenWriter
  ) throws(JSONTextError) -> Bool {
    // Tested without binding it: a bound reference is retained, and most types have no hook.
    if plan.transform == nil {
      key.write(into: &writer)
      try members(of: base, plan: plan, into: &writer)
      return true
    }
    return try transformedObject(at: base, plan: plan, key: key, into: &writer)
  }

  /// ``object(at:plan:key:into:)`` for a type with a ``YYDirectPlan/transform``.
  @inline(never)
  private static func transformedObject(
    at base: ModelBase, plan: YYDirectPlan, key: YYDirectKey, into writer: inout JSONTokenWriter
  ) throws(JSONTextError) -> Bool {
    guard let hook = plan.transform, let transformed = transformed(base, plan: plan, hook) else {
      return false
    }
    key.write(into: &writer)
    try members(of: base, plan: plan, hook: hook, transformed: transformed, into: &writer)
    return true
  }

  private static func members(of base: ModelBase, plan: YYDirectPlan, into writer: inout JSONTokenWriter)
    throws(JSONTextError)
  {
    try writer.beginObject()
    for (index, field) in plan.fields.enumerated() {
      try member(field, at: index, of: plan, base: base, into: &writer)
    }
    writer.endObject()
  }

  /// The dictionary `modelCustomTransform(to:)` is given: the values of the properties `hook` names, as
  /// the dictionary engine makes them; nil when the hook says no.
  @inline(never)
  private static func transformed(
    _ base: ModelBase, plan: YYDirectPlan, _ hook: YYDirectTransform
  ) -> [String: Any]? {
    var dictionary = YYJSONWriter.emptyDictionary(capacity: hook.fields.count)
    for index in hook.fields {
      let property = plan.propertyMetas[index]
      if let value = YYJSONWriter.jsonValue(of: property, base: base) {
        dictionary[property.mappedToKey] = value
      }
    }
    guard hook.hook(base, &dictionary) else { return nil }
    return dictionary
  }

  /// ``members(of:plan:into:)`` for a type with a transform hook: the hook's values in its properties'
  /// place, and the keys it added after them.
  @inline(never)
  private static func members(
    of base: ModelBase, plan: YYDirectPlan, hook: YYDirectTransform, transformed: [String: Any],
    into writer: inout JSONTokenWriter
  ) throws(JSONTextError) {
    try writer.beginObject()
    for (index, field) in plan.fields.enumerated() {
      guard hook.isTransformed[index] else {
        try member(field, at: index, of: plan, base: base, into: &writer)
        continue
      }
      guard let value = transformed[plan.propertyMetas[index].mappedToKey] else { continue }
      writer.key(index, of: plan.writtenKeys)
      try writer.value(value)
    }
    for (key, value) in transformed where !hook.keys.contains(key) {
      writer.key(key)
      try writer.value(value)
    }
    writer.endObject()
  }

  /// One property under its key, read through its pre-resolved kind; nothing when the dictionary engine
  /// would leave it out.
  @inline(__always)
  private static func member(
    _ field: YYDirectField, at index: Int, of plan: YYDirectPlan, base: ModelBase,
    into writer: inout JSONTokenWriter
  ) throws(JSONTextError) {
    let address = base.slot(at: field.offset)
    let optional = field.isOptional
    switch field.kind {
    case .number(let kind):
      try number(kind, optional: optional, at: address, key: index, of: plan, into: &writer)
    case .string:
      address.withValue(String.self, optional: optional) { string in
        writer.key(index, of: plan.writtenKeys)
        writer.string(string)
      }
    case .url:
      guard let url = address.load(URL.self, optional: optional) else { return }
      writer.key(index, of: plan.writtenKeys)
      writer.string(url.absoluteString)
    case .date:
      guard let date = address.load(Date.self, optional: optional) else { return }
      writer.key(index, of: plan.writtenKeys)
      writer.iso8601Date(date)
    case .omitted:
      return
    case .decimal:
      guard let decimal = address.load(Decimal.self, optional: optional) else { return }
      writer.key(index, of: plan.writtenKeys)
      try writer.value(NSDecimalNumber(decimal: decimal))
    case .model, .modelArray, .modelDictionary, .nativeContainer, .jsonValues, .reflected:
      if field.absence.isAbsent(at: address) { return }
      try container(field, at: address, index: index, of: plan, base: base, into: &writer)
    }
  }

  /// A property of a kind that holds more than one value: typed, through its type's driver, or read as
  /// the dictionary engine reads it. `address` is the field's slot, as `member` resolved it.
  private static func container(
    _ field: YYDirectField, at address: FieldSlotView, index: Int, of plan: YYDirectPlan,
    base: ModelBase, into writer: inout JSONTokenWriter
  ) throws(JSONTextError) {
    if let native = field.native {
      return try nativeContainer(
        native, optional: field.isOptional, at: address, key: index, of: plan, into: &writer)
    }
    if let typed = field.typed {
      return try typed.directWrite(
        optional: field.isOptional, at: address, key: index, of: plan.writtenKeys, into: &writer)
    }
    guard let nested = field.nested else { return }
    // Lent unretained, as the plan owns it; its meta, driver and key are then read in place.
    try plan.nestedFields.withObject(at: nested) { (nested) throws(JSONTextError) in
      try self.nested(
        nested, kind: field.kind, optional: field.isOptional, at: address, base: base, into: &writer)
    }
  }

  /// A field ``container(_:at:index:of:base:into:)`` cannot write typed: models through their driver,
  /// anything else as the dictionary engine reads it, under the key `nested` holds.
  @inline(__always)
  private static func nested(
    _ nested: YYDirectNested, kind: YYJSONKind, optional: Bool, at address: FieldSlotView, base: ModelBase,
    into writer: inout JSONTokenWriter
  ) throws(JSONTextError) {
    let property = nested.property
    switch kind {
    case .model:
      try property.jsonDriver?.writeObject(at: address, isOptional: optional, key: nested.key, into: &writer)
    case .modelArray:
      try property.jsonDriver?.writeArray(at: address, isOptional: optional, key: nested.key, into: &writer)
    case .modelDictionary:
      try property.jsonDriver?.writeDictionary(
        at: address, isOptional: optional, key: nested.key, into: &writer)
    case .nativeContainer:
      guard let value = property.loadTyped?(address) else { return }
      writer.key(nested.key)
      try writer.value(value)
    case .jsonValues:
      if let plain = nested.plain,
        writePlain(plain, optional: optional, at: address, key: nested.key, into: &writer)
      {
        return
      }
      guard let value = property.jsonValues?(address) else { return }
      writer.key(nested.key)
      try writer.value(value)
    default:
      guard let value = YYJSONWriter.jsonObject(from: property.field.get(from: base)) else { return }
      writer.key(nested.key)
      try writer.value(value)
    }
  }

  /// A field of JSON's containers written as it stands, in one walk that checks it as
  /// ``YYJSONValues`` does (`isValidJSONObject:`) while writing it; false, with nothing written, when it
  /// is not valid JSON, so that it is converted as the dictionary engine converts it. A nil optional is
  /// written as nothing (true).
  @inline(__always)
  private static func writePlain(
    _ plain: YYDirectNested.PlainContainer, optional: Bool, at address: FieldSlotView, key: JSONKey,
    into writer: inout JSONTokenWriter
  ) -> Bool {
    let levels = YYJSONValues.passThroughLevels
    let mark = writer.mark
    func write<C>(_: C.Type) -> Bool {
      let written = address.withValue(C.self, optional: optional) { container in
        writer.key(key)
        return writer.plainValue(copy container, levels: levels)
      }
      guard let written else { return true }
      if !written { writer.rewind(to: mark) }
      return written
    }
    switch plain {
    case .object: return write([String: Any].self)
    case .array: return write([Any].self)
    case .arrays: return write([[Any]].self)
    case .objects: return write([[String: Any]].self)
    }
  }

  /// One of the four most common containers of JSON values, written typed (the dictionary pipeline
  /// passes them through as they are, and JSONWriter then casts each element back out of `Any`): the
  /// typed containers' code, called on the concrete type, so specialized, and reading the field in place.
  private static func nativeContainer(
    _ native: YYDirectField.NativeContainer, optional: Bool, at address: FieldSlotView, key index: Int,
    of plan: YYDirectPlan, into writer: inout JSONTokenWriter
  ) throws(JSONTextError) {
    let keys = plan.writtenKeys
    switch native {
    case .ints: try [Int].directWrite(optional: optional, at: address, key: index, of: keys, into: &writer)
    case .strings:
      try [String].directWrite(optional: optional, at: address, key: index, of: keys, into: &writer)
    case .stringsByKey:
      try [String: String].directWrite(optional: optional, at: address, key: index, of: keys, into: &writer)
    case .intArraysByKey:
      try [String: [Int]].directWrite(optional: optional, at: address, key: index, of: keys, into: &writer)
    }
  }

  /// `ModelCreateNumberFromProperty`, written: NaN and the infinities are left out.
  private static func number(
    _ kind: YYNumberKind, optional: Bool, at address: FieldSlotView, key index: Int, of plan: YYDirectPlan,
    into writer: inout JSONTokenWriter
  ) throws(JSONTextError) {
    func signed<T: BinaryInteger>(_: T.Type) {
      guard let value = address.load(T.self, optional: optional) else { return }
      writer.key(index, of: plan.writtenKeys)
      writer.integer(Int64(truncatingIfNeeded: value))
    }
    func unsigned<T: BinaryInteger>(_: T.Type) {
      guard let value = address.load(T.self, optional: optional) else { return }
      writer.key(index, of: plan.writtenKeys)
      writer.unsigned(UInt64(truncatingIfNeeded: value))
    }
    func floating(_ value: Double?) throws(JSONTextError) {
      guard let value, value.isFinite else { return }
      writer.key(index, of: plan.writtenKeys)
      try writer.double(value)
    }
    switch kind {
    case .bool:
      guard let value = address.load(Bool.self, optional: optional) else { return }
      writer.key(index, of: plan.writtenKeys)
      writer.bool(value)
    case .int: signed(Int.self)
    case .int8: signed(Int8.self)
    case .int16: signed(Int16.self)
    case .int32: signed(Int32.self)
    case .int64: signed(Int64.self)
    case .uint: unsigned(UInt.self)
    case .uint8: unsigned(UInt8.self)
    case .uint16: unsigned(UInt16.self)
    case .uint32: unsigned(UInt32.self)
    case .uint64: unsigned(UInt64.self)
    case .float: try floating(address.load(Float.self, optional: optional).map(Double.init))
    case .double: try floating(address.load(Double.self, optional: optional))
    case .cgFloat: try floating(address.load(CGFloat.self, optional: optional).map(Double.init))
    }
  }
}
