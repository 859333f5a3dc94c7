import Foundation
import JSONText
import ModelRuntime

/// JSON text → model with no dictionary in between: the direct front end's reader.
///
/// The same meta, mapper and pre-resolved typed writes as ``YYConversion``; only where the values come
/// from differs. The members of an object are walked as the text has them (the dictionary walk, with no
/// property walk to choose: there is no dictionary to count), each key looked up in the plan's table and
/// its value read by the property's setter kind: a string into a `String` field, a number or boolean
/// into a number field, an object into a nested model, an array of objects into a `[Model]` field, each
/// straight from the text. Every other pairing — null, a coercion (a string into a number field, a
/// number into a `String`…), dates, URLs, containers of values — is read as the Foundation value the
/// dictionary would hold and handed to ``YYConversion/setValue(_:for:base:)``, so it gets the
/// dictionary pipeline's outcome by construction.
enum YYDirectReader {
  /// A new `M` from the value at the cursor; nil when it is not an object or the conversion is rejected
  /// (the same verdicts as ``YYModel/yy_model(with:)``).
  static func model<M: YYModel>(_: M.Type, from cursor: inout JSONCursor) throws(JSONTextError) -> M? {
    guard try cursor.peek() == .object, let meta = YYModelMeta.of(M.self) else {
      try cursor.skipValue()
      return nil
    }
    guard meta.direct.readsDirectly else {
      guard let dictionary = try cursor.readValue() as? [String: Any] else { return nil }
      return M.yy_model(with: dictionary)
    }
    var one = M()
    return try read(&one, meta: meta, from: &cursor) ? one : nil
  }

  /// Reads the object at the cursor into `model`, whose meta is `meta` and reads directly: `false` when a
  /// nesting limit refused a level on the way (the dictionary pipeline's failure), the object then
  /// skipped where it was refused.
  static func read<M>(_ model: inout M, meta: YYModelMeta, from cursor: inout JSONCursor)
    throws(JSONTextError) -> Bool
  {
    var failure: JSONTextError?
    let (entered, refusals) = GraphGuard.enter(nil) { () -> Bool in
      do throws(JSONTextError) {
        try ModelStorage.withMutableBase(of: &model) { (base) throws(JSONTextError) in
          try members(into: base, plan: meta.direct, from: &cursor)
        }
      } catch {
        failure = error
      }
      return true
    }
    if let failure { throw failure }
    if entered == nil { try cursor.skipValue() }
    return refusals.isEmpty
  }

  /// `ModelSetWithDictionaryFunction` over the members of the object at the cursor.
  private static func members(into base: MutableModelBase, plan: YYDirectPlan, from cursor: inout JSONCursor)
    throws(JSONTextError)
  {
    try cursor.beginObject()
    // The keys of this type's last object, in their order: the guess for this one's (the text layer's
    // shapes, as the dictionary pipeline's parser has them).
    var order = cursor.memberOrder(for: ObjectIdentifier(plan))
    while let member = try cursor.nextMember(in: plan.keys, order: &order) {
      guard case .known(let index) = member else {
        try cursor.skipValue()
        continue
      }
      let property = plan.properties[index]
      guard property.next != nil else {
        try value(for: property, base: base, from: &cursor)
        continue
      }
      // Several properties on one key: the value is read once and written to each.
      let value = try cursor.readValue()
      var current: YYPropertyMeta? = property
      while let one = current {
        YYConversion.setValue(value, for: one, base: base)
        current = one.next
      }
    }
  }

  /// `ModelSetValueForProperty` for the value at the cursor.
  @inline(__always)
  private static func value(
    for property: YYPropertyMeta, base: MutableModelBase, from cursor: inout JSONCursor
  )
    throws(JSONTextError)
  {
    let address = base.slot(at: property.offset)
    let optional = property.isOptional
    switch (property.setter, try cursor.peek()) {
    case (.string, .string):
      YYConversion.store(try cursor.readString(), optional: optional, at: address)
    case (.number(let kind), .number):
      YYConversion.storeNumber(YYNumber(try cursor.readNumber()), kind: kind, optional: optional, at: address)
    case (.number(let kind), .bool):
      // A JSON boolean is a boolean NSNumber in the dictionary: the integer 0 or 1 to YYModel.
      YYConversion.storeNumber(
        .int(try cursor.readBool() ? 1 : 0), kind: kind, optional: optional, at: address)
    case (.model(let driver), .object) where driver.readsDirectly:
      try driver.read(at: address, isOptional: optional, from: &cursor)
    case (.array(let models?, let type), .array)
    where type.elementType == models.modelType && models.readsDirectly:
      try models.readArray(at: address, isOptional: optional, from: &cursor)
    case (.array(nil, let type), .array) where type.elementType == Int.self:
      YYConversion.store(try ints(from: &cursor), optional: optional, at: address)
    case (.array(nil, let type), .array) where type.elementType == String.self:
      YYConversion.store(try strings(from: &cursor), optional: optional, at: address)
    case (.dictionary(let models?, let type), .object)
    where type.valueType == models.modelType && models.readsDirectly:
      try models.readDictionary(at: address, isOptional: optional, from: &cursor)
    case (.dictionary(nil, let type), .object) where type.valueType == String.self:
      YYConversion.store(try stringMap(from: &cursor), optional: optional, at: address)
    case (.dictionary(nil, let type), .object) where type.valueType == [Int].self:
      YYConversion.store(try intArrayMap(from: &cursor), optional: optional, at: address)
    default:
      YYConversion.setValue(try cursor.readValue(), for: property, base: base)
    }
  }
}

extension YYNumber {
  /// The number the reader's `NSNumber` for `number` gives (`YYNSNumberCreateFromID` of it).
  @inline(__always)
  init(_ number: JSONNumber) {
    switch number {
    case .integer(let value): self = .int(value)
    case .unsigned(let value): self = .uint(value)
    case .double(let value): self = .double(value)
    case .decimal(let value): self = YYNumber.from(NSDecimalNumber(decimal: value))
    }
  }
}
