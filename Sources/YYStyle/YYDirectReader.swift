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
    let plan = meta.direct
    guard plan.readsDirectly else {
      guard let dictionary = try cursor.readValue() as? [String: Any] else { return nil }
      return M.yy_model(with: dictionary)
    }
    var one = M()
    return try read(&one, plan: plan, from: &cursor) ? one : nil
  }

  /// Reads the object at the cursor into `model`, whose meta's plan is `plan` and reads directly: `false`
  /// when a nesting limit refused a level on the way (the dictionary pipeline's failure), the object
  /// then skipped where it was refused.
  static func read<M>(_ model: inout M, plan: YYDirectPlan, from cursor: inout JSONCursor)
    throws(JSONTextError) -> Bool
  {
    try level(&cursor) { (cursor) throws(JSONTextError) in
      try ModelStorage.withMutableBase(of: &model) { (base) throws(JSONTextError) in
        try members(into: base, plan: plan, from: &cursor)
      }
    }
  }

  /// ``read(_:plan:from:)`` for a class model given as the object it is: not generic, so that a driver,
  /// which knows its model type only at run time, reads each object with no value-witness call.
  static func read(object: AnyObject, plan: YYDirectPlan, from cursor: inout JSONCursor)
    throws(JSONTextError) -> Bool
  {
    try level(&cursor) { (cursor) throws(JSONTextError) in
      try ModelStorage.withBase(ofObject: object) { (base) throws(JSONTextError) in
        try members(into: base, plan: plan, from: &cursor)
      }
    }
  }

  /// One level of the walk (``GraphGuard``) around `body`, which reads the object at the cursor: `false`
  /// when a nesting limit refused a level on the way, the object then skipped where it was refused.
  @inline(__always)
  private static func level(
    _ cursor: inout JSONCursor, _ body: (inout JSONCursor) throws(JSONTextError) -> Void
  ) throws(JSONTextError) -> Bool {
    var failure: JSONTextError?
    let (entered, refusals) = GraphGuard.enter(nil) { () -> Bool in
      do throws(JSONTextError) { try body(&cursor) } catch { failure = error }
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
      let target = plan.targets[index]
      guard target.isShared else {
        try value(target, at: index, of: plan, base: base, from: &cursor)
        continue
      }
      // Several properties on one key: the value is read once and written to each.
      let value = try cursor.readValue()
      plan.properties.withObject(at: index) { property in
        var current: YYPropertyMeta? = property
        while let one = current {
          var copy = value
          YYConversion.setValue(&copy, for: one, base: base)
          current = one.next
        }
      }
    }
  }

  /// `ModelSetValueForProperty` for the value at the cursor, read into `target`, the key at `index` of
  /// `plan`.
  @inline(__always)
  private static func value(
    _ target: YYDirectTarget, at index: Int, of plan: YYDirectPlan, base: MutableModelBase,
    from cursor: inout JSONCursor
  )
    throws(JSONTextError)
  {
    let address = base.slot(at: target.offset)
    let optional = target.isOptional
    switch (target.kind, try cursor.peek()) {
    case (.string, .string):
      return YYConversion.store(try cursor.readString(), optional: optional, at: address)
    case (.number(let kind), .number):
      if kind.isInteger, let integer = try cursor.readInteger() {
        return YYConversion.storeNumber(.int(integer), kind: kind, optional: optional, at: address)
      }
      return YYConversion.storeNumber(
        YYNumber(try cursor.readNumber()), kind: kind, optional: optional, at: address)
    case (.number(let kind), .bool):
      // A JSON boolean is a boolean NSNumber in the dictionary: the integer 0 or 1 to YYModel.
      return YYConversion.storeNumber(
        .int(try cursor.readBool() ? 1 : 0), kind: kind, optional: optional, at: address)
    case (.model, .object), (.modelArray, .array), (.modelDictionary, .object):
      // Through the driver, lent unretained with its property; `false` when the nested type does not
      // read directly, and nothing was read.
      let read = try plan.properties.withObject(at: index) { (property) throws(JSONTextError) -> Bool in
        guard let driver = property.jsonDriver else { return false }
        switch target.kind {
        case .model: return try driver.read(at: address, isOptional: optional, from: &cursor)
        case .modelArray: return try driver.readArray(at: address, isOptional: optional, from: &cursor)
        default: return try driver.readDictionary(at: address, isOptional: optional, from: &cursor)
        }
      }
      if read { return }
    // The four most common containers: the typed containers' code, called on their concrete types (so
    // specialized), without the metatype the other typed fields are reached through.
    case (.native(.ints), .array):
      return try [Int].directStore(optional: optional, at: address, from: &cursor)
    case (.native(.strings), .array):
      return try [String].directStore(optional: optional, at: address, from: &cursor)
    case (.native(.stringsByKey), .object):
      return try [String: String].directStore(optional: optional, at: address, from: &cursor)
    case (.native(.intArraysByKey), .object):
      return try [String: [Int]].directStore(optional: optional, at: address, from: &cursor)
    case (.typed(let type), let token) where token == type.directToken:
      return try type.directStore(optional: optional, at: address, from: &cursor)
    default:
      break
    }
    var value = try cursor.readValue()
    plan.properties.withObject(at: index) { property in
      YYConversion.setValue(&value, for: property, base: base)
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
