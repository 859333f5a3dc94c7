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
/// its own `modelCustomTransform(to:)`) is written from its dictionary.
enum YYDirectWriter {
  /// The JSON text of `model`; nil where ``YYModel/yy_modelToJSONData()`` gives nil (no mapped property,
  /// a transform hook said no, a cycle or a nesting limit anywhere in the graph).
  static func data<M: YYModel>(of model: M) -> Data? {
    guard let meta = YYModelMeta.of(type(of: model)) else { return nil }
    guard meta.direct.writesDirectly else {
      guard let object = YYJSONWriter.rootDictionary(of: model) else { return nil }
      return try? JSONWriter.data(object)
    }
    var writer = JSONTokenWriter()
    let object = ClassCheck<M>().object(model)
    guard let refusals = try? write(model, object: object, meta: meta, key: .element, into: &writer),
      refusals.isEmpty
    else { return nil }
    return Data(writer.bytes)
  }

  /// Writes `key` and the object of `model` — `object` when it is a class instance — one level of the
  /// walk deeper; nothing when the level is refused. Returns the refusals met at this level
  /// and below it.
  static func write<M>(
    _ model: M, object: AnyObject?, meta: YYModelMeta, key: YYDirectKey, into writer: inout JSONTokenWriter
  ) throws(JSONTextError) -> GraphGuard.Failures {
    var failure: JSONTextError?
    let (_, refusals) = GraphGuard.enter(object) { () -> Void in
      do throws(JSONTextError) {
        key.write(into: &writer)
        if let object {
          try ModelStorage.withBase(ofObject: object) { (base) throws(JSONTextError) in
            try members(of: base.readOnly, meta: meta, into: &writer)
          }
        } else {
          try ModelStorage.withBase(of: model) { (base) throws(JSONTextError) in
            try members(of: base, meta: meta, into: &writer)
          }
        }
      } catch {
        failure = error
      }
    }
    if let failure { throw failure }
    return refusals
  }

  private static func members(of base: ModelBase, meta: YYModelMeta, into writer: inout JSONTokenWriter)
    throws(JSONTextError)
  {
    let keys = meta.direct.writtenKeys
    try writer.beginObject()
    for (index, property) in meta.allPropertyMetas.enumerated() {
      try member(property, key: keys[index], base: base, into: &writer)
    }
    writer.endObject()
  }

  /// One property under its key, read through its pre-resolved kind; nothing when the dictionary engine
  /// would leave it out.
  @inline(__always)
  private static func member(
    _ property: YYPropertyMeta, key: JSONKey, base: ModelBase, into writer: inout JSONTokenWriter
  ) throws(JSONTextError) {
    let address = base.slot(at: property.offset)
    let optional = property.isOptional
    switch property.jsonKind {
    case .number(let kind):
      try number(kind, optional: optional, at: address, key: key, into: &writer)
    case .string:
      guard let string = address.load(String.self, optional: optional) else { return }
      writer.key(key)
      writer.string(string)
    case .url:
      guard let url = address.load(URL.self, optional: optional) else { return }
      writer.key(key)
      writer.string(url.absoluteString)
    case .date:
      guard let date = address.load(Date.self, optional: optional) else { return }
      writer.key(key)
      writer.string(FixedFormatDate.iso8601String(date))
    case .omitted:
      return
    case .decimal:
      guard let decimal = address.load(Decimal.self, optional: optional) else { return }
      writer.key(key)
      try writer.value(NSDecimalNumber(decimal: decimal))
    case .model:
      try property.jsonDriver?.writeObject(at: address, isOptional: optional, key: key, into: &writer)
    case .modelArray:
      try property.jsonDriver?.writeArray(at: address, isOptional: optional, key: key, into: &writer)
    case .modelDictionary:
      try property.jsonDriver?.writeDictionary(at: address, isOptional: optional, key: key, into: &writer)
    case .nativeContainer:
      if try nativeContainer(property.encoding, optional: optional, at: address, key: key, into: &writer) {
        return
      }
      guard let value = property.loadJSONNative?(address) else { return }
      writer.key(key)
      try writer.value(value)
    case .reflected:
      guard let value = YYJSONWriter.jsonObject(from: property.field.accessor.get(from: base)) else { return }
      writer.key(key)
      try writer.value(value)
    }
  }

  /// The containers JSON holds as they are that fixtures have most, written typed (the dictionary
  /// pipeline passes them through as they are, and JSONWriter then casts each element back out of `Any`):
  /// `[Int]`, `[String]`, `[String: String]`, `[String: [Int]]`. False for another container type.
  private static func nativeContainer(
    _ encoding: TypeEncoding, optional: Bool, at address: FieldSlotView, key: JSONKey,
    into writer: inout JSONTokenWriter
  ) throws(JSONTextError) -> Bool {
    switch encoding {
    case .array(.int):
      guard let values = address.load([Int].self, optional: optional) else { return true }
      writer.key(key)
      try ints(values, into: &writer)
    case .array(.string):
      guard let values = address.load([String].self, optional: optional) else { return true }
      writer.key(key)
      try writer.beginArray()
      for value in values { writer.string(value) }
      writer.endArray()
    case .dictionary(.string):
      guard let entries = address.load([String: String].self, optional: optional) else { return true }
      writer.key(key)
      try writer.beginObject()
      for (entry, value) in entries {
        writer.key(entry)
        writer.string(value)
      }
      writer.endObject()
    case .dictionary(.array(.int)):
      guard let entries = address.load([String: [Int]].self, optional: optional) else { return true }
      writer.key(key)
      try writer.beginObject()
      for (entry, values) in entries {
        writer.key(entry)
        try ints(values, into: &writer)
      }
      writer.endObject()
    default:
      return false
    }
    return true
  }

  private static func ints(_ values: [Int], into writer: inout JSONTokenWriter) throws(JSONTextError) {
    try writer.beginArray()
    for value in values { writer.integer(Int64(value)) }
    writer.endArray()
  }

  /// `ModelCreateNumberFromProperty`, written: NaN and the infinities are left out.
  private static func number(
    _ kind: YYNumberKind, optional: Bool, at address: FieldSlotView, key: JSONKey,
    into writer: inout JSONTokenWriter
  ) throws(JSONTextError) {
    func signed<T: BinaryInteger>(_: T.Type) {
      guard let value = address.load(T.self, optional: optional) else { return }
      writer.key(key)
      writer.integer(Int64(truncatingIfNeeded: value))
    }
    func unsigned<T: BinaryInteger>(_: T.Type) {
      guard let value = address.load(T.self, optional: optional) else { return }
      writer.key(key)
      writer.unsigned(UInt64(truncatingIfNeeded: value))
    }
    func floating(_ value: Double?) throws(JSONTextError) {
      guard let value, value.isFinite else { return }
      writer.key(key)
      try writer.double(value)
    }
    switch kind {
    case .bool:
      guard let value = address.load(Bool.self, optional: optional) else { return }
      writer.key(key)
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
