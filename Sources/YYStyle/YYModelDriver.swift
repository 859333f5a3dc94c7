import JSONText
import ModelRuntime
import Synchronization

/// What the engine needs to do with a nested model type it only knows as a metatype.
///
/// Made once per property when the meta is built, by opening the `any YYModel.Type`; nested metas are
/// looked up at conversion time (the original's `[one yy_modelSetWithDictionary:]` looks its meta up too),
/// so recursive model types need no recursive build.
protocol YYModelDriving: AnyObject, Sendable {
  var modelType: any YYModel.Type { get }
  /// Converts `dictionary` into the field at `address`, of type `Model` or `Model?`: an existing value is
  /// updated in place, a nil one replaced by a new model of the custom class.
  func update(at address: FieldSlot, isOptional: Bool, with dictionary: [String: Any])
  /// Writes `value` into the field when it already is a `Model`; `false` otherwise.
  func storeInstance(_ value: Any, at address: FieldSlot, isOptional: Bool) -> Bool
  /// Clears an optional field.
  func storeNil(at address: FieldSlot)
  /// `[Model]` from elements (models kept, dictionaries converted, everything else dropped), stored,
  /// typed, into the `[Model]` (or `[Model]?`) field at `address`.
  func storeArray(from elements: [Any], at address: FieldSlot, isOptional: Bool)
  /// The same elements as loosely typed models, for containers of another element type.
  func makeModels(from elements: [Any]) -> [Any]
  /// `[String: Model]` from the dictionary values that are dictionaries or models.
  func makeDictionary(from entries: [String: Any]) -> Any
  /// `makeDictionary(from:)` stored, typed, into the `[String: Model]` (or optional) field at `address`.
  func storeDictionary(from entries: [String: Any], at address: FieldSlot, isOptional: Bool)
  /// The JSON object of the model in the field at `address`; nil for a nil field.
  func jsonObject(at address: FieldSlotView, isOptional: Bool) -> Any?
  /// The JSON array of the `[Model]` field at `address`.
  func jsonArray(at address: FieldSlotView, isOptional: Bool) -> Any?
  /// The JSON object of the `[String: Model]` field at `address`.
  func jsonDictionary(at address: FieldSlotView, isOptional: Bool) -> Any?

  // The direct front end (YYModelDriver+Direct.swift).

  // Each read is made only when `Model`'s objects are read member by member
  // (``YYDirectPlan/readsDirectly``): it returns `false`, having read nothing, when they are not.

  /// Reads the object at the cursor into the field at `address`, as ``update(at:isOptional:with:)``
  /// converts a dictionary.
  func read(at address: FieldSlot, isOptional: Bool, from cursor: inout JSONCursor) throws(JSONTextError)
    -> Bool
  /// Reads the array at the cursor into the `[Model]` field at `address`, as
  /// ``storeArray(from:at:isOptional:)`` converts one (elements that are not objects are left out).
  func readArray(at address: FieldSlot, isOptional: Bool, from cursor: inout JSONCursor) throws(JSONTextError)
    -> Bool
  /// Reads the object at the cursor into the `[String: Model]` field at `address`, as
  /// ``storeDictionary(from:at:isOptional:)`` converts one (values that are not objects are left out).
  func readDictionary(at address: FieldSlot, isOptional: Bool, from cursor: inout JSONCursor)
    throws(JSONTextError) -> Bool
  /// Writes `key` and the model in the field at `address`, as ``jsonObject(at:isOptional:)`` gives it:
  /// nothing for a nil field or a refused model.
  func writeObject(
    at address: FieldSlotView, isOptional: Bool, key: JSONKey, into writer: inout JSONTokenWriter)
    throws(JSONTextError)
  /// Writes `key` and the `[Model]` field at `address`, as ``jsonArray(at:isOptional:)`` gives it.
  func writeArray(
    at address: FieldSlotView, isOptional: Bool, key: JSONKey, into writer: inout JSONTokenWriter)
    throws(JSONTextError)
  /// Writes `key` and the `[String: Model]` field at `address`, as ``jsonDictionary(at:isOptional:)``.
  func writeDictionary(
    at address: FieldSlotView, isOptional: Bool, key: JSONKey, into writer: inout JSONTokenWriter
  ) throws(JSONTextError)
}

func makeDriver(_ type: any YYModel.Type) -> any YYModelDriving {
  func open<M: YYModel>(_: M.Type) -> any YYModelDriving { YYModelDriver<M>() }
  return open(type)
}

final class YYModelDriver<Model: YYModel>: YYModelDriving {
  var modelType: any YYModel.Type { Model.self }
  /// `Model`'s meta, looked up in the cache on first use and then kept here, so that each nested model
  /// costs one atomic load instead of a locked look-up (the original looks it up every time).
  private let meta = LazyReference<YYModelMeta>()
  /// Whether `Model` is a class: an optional field of it is then one nullable reference, and its
  /// instances are walked as objects.
  let classCheck = ClassCheck<Model>()
  var isClass: Bool { classCheck.isClass }

  /// `Model`'s meta: the cache's, looked up once.
  @inline(__always)
  var cachedMeta: YYModelMeta? { meta.value(orMake: { YYModelMeta.of(Model.self) }) }

  /// Calls `body` with ``cachedMeta``, lent rather than retained (every thread converting `Model` shares
  /// it); nil when `Model` has no meta.
  @inline(__always)
  func withMeta<Result>(_ body: (YYModelMeta) -> Result) -> Result? {
    meta.withValue(orMake: { YYModelMeta.of(Model.self) }, body)
  }
  /// The direct front end's plan of `Model`'s meta (YYMeta+Direct.swift), kept here the same way.
  private let plan = LazyReference<YYDirectPlan>()

  @inline(__always)
  var cachedPlan: YYDirectPlan? { plan.value(orMake: { cachedMeta?.direct }) }
  /// How many models the direct reader's last array (map) of `Model` held: the room it makes for the
  /// next one, so that a container is made at about its final size rather than grown.
  let lastArrayCount = Atomic<Int>(0)
  let lastDictionaryCount = Atomic<Int>(0)
  /// `Model`'s dictionary hooks, kept with the property as the original's property meta keeps
  /// `_hasCustomClassFromDictionary`: a nested model's class is chosen without a look-up of its meta.
  let dictionaryHooks = Model.modelDictionaryHooks

  init() {}

  /// Converts `dictionary` into `one`, with the cached meta when `one` is exactly a `Model`.
  @inline(__always)
  func set(_ one: inout Model, with dictionary: [String: Any]) {
    if type(of: one) == Model.self,
      withMeta({ meta in _ = YYConversion.set(&one, with: dictionary, meta: meta) }) != nil
    {
      return
    }
    _ = YYConversion.set(&one, with: dictionary)
  }

  /// A new model for `dictionary`: of the custom class when it names a `Model` (a subclass), converted
  /// with the transform's verdict ignored, as the original does for nested and container models.
  @inline(__always)
  func makeModel(from dictionary: [String: Any]) -> Model {
    var one = Model.yy_instance(for: dictionary, hooks: dictionaryHooks)
    set(&one, with: dictionary)
    return one
  }

  func update(at address: FieldSlot, isOptional: Bool, with dictionary: [String: Any]) {
    updateNested(at: address, isOptional: isOptional) {
      set(&$0, with: dictionary)
    } make: {
      makeModel(from: dictionary)
    }
  }

  /// The nested model at `address` updated in place by `update`, or `make()` stored where an optional
  /// holds none: a class object is updated where it lives, an optional struct in a copy written back, a
  /// struct where it is stored.
  @inline(__always)
  func updateNested(
    at address: FieldSlot, isOptional: Bool, _ update: (inout Model) -> Void, make: () -> Model
  ) {
    if isOptional, isClass {
      address.updateOptionalObject(
        Model.self,
        present: { existing in
          var existing = existing
          update(&existing)
        },
        absent: make)
    } else if isOptional {
      address.modify(Model?.self) { slot in
        if var existing = slot {
          update(&existing)
          slot = existing
        } else {
          slot = make()
        }
      }
    } else {
      address.modify(Model.self) { update(&$0) }
    }
  }

  func storeInstance(_ value: Any, at address: FieldSlot, isOptional: Bool) -> Bool {
    guard let model = value as? Model else { return false }
    if isOptional {
      address.store(model, as: Model?.self)
    } else {
      address.store(model, as: Model.self)
    }
    return true
  }

  func storeNil(at address: FieldSlot) {
    address.store(nil, as: Model?.self)
  }

  func storeArray(from elements: [Any], at address: FieldSlot, isOptional: Bool) {
    models(from: elements).store(optional: isOptional, at: address)
  }

  private func models(from elements: [Any]) -> ModelArrayCollector<Model> {
    var result = ModelArrayCollector(classCheck, capacity: elements.count)
    for element in elements {
      if let dictionary = JSONValue.dictionary(element) {
        result.append(makeModel(from: dictionary))
      } else {
        Self.appendIfModel(element, to: &result)
      }
    }
    return result
  }

  func makeModels(from elements: [Any]) -> [Any] {
    models(from: elements).models.map { $0 as Any }
  }

  func makeDictionary(from entries: [String: Any]) -> Any { models(from: entries).models }

  func storeDictionary(from entries: [String: Any], at address: FieldSlot, isOptional: Bool) {
    models(from: entries).store(optional: isOptional, at: address)
  }

  private func models(from entries: [String: Any]) -> ModelDictionaryCollector<Model> {
    var result = ModelDictionaryCollector(classCheck, capacity: entries.count)
    for (key, value) in entries {
      if let dictionary = JSONValue.dictionary(value) {
        result.set(makeModel(from: dictionary), for: key)
      } else {
        Self.setIfModel(value, for: key, in: &result)
      }
    }
    return result
  }

  // The casts to `Model` in calls of their own: a cast's `Model?` needs `Optional<Model>`'s metadata, which
  // unspecialized code looks up at run time, at the top of the function that holds the cast.

  @inline(never)
  private static func appendIfModel(_ element: Any, to result: inout ModelArrayCollector<Model>) {
    if let model = element as? Model { result.append(model) }
  }

  @inline(never)
  private static func setIfModel(
    _ value: Any, for key: String, in result: inout ModelDictionaryCollector<Model>
  ) {
    if let model = value as? Model { result.set(model, for: key) }
  }

  /// A nested model's dictionary, written with the cached meta when it is exactly a `Model` (the original
  /// looks the meta up for every nested model).
  @inline(__always)
  func json(of model: Model) -> [String: Any]? {
    if let object = classCheck.object(model) { return json(ofObject: object) }
    // A struct is exactly its type.
    return withMeta { YYJSONWriter.dictionary(of: model, meta: $0) }
      ?? YYJSONWriter.dictionary(of: model, meta: nil)
  }

  /// A class model's dictionary, the model given as the object it is: it is made a `Model` (a copy through
  /// its value witnesses in this unspecialized code) only for a transform hook its type names, or when it
  /// is of a subclass, converted with its own meta.
  @inline(__always)
  private func json(ofObject object: AnyObject) -> [String: Any]? {
    if ObjectIdentifier(type(of: object)) == ObjectIdentifier(Model.self),
      let json = withMeta({ meta in
        YYJSONWriter.dictionary(ofObject: object, meta: meta) {
          classCheck.model(object).modelCustomTransform(to: &$0)
        }
      })
    {
      return json
    }
    return YYJSONWriter.dictionary(of: classCheck.model(object))
  }

  func jsonObject(at address: FieldSlotView, isOptional: Bool) -> Any? {
    guard isOptional else { return json(of: address.load(Model.self)) }
    return isClass ? optionalObjectJSON(at: address) : optionalValueJSON(at: address)
  }

  /// An optional class model's dictionary, the field read as one nullable reference: no
  /// `Optional<Model>` metadata, which this unspecialized code would look up at run time on every call.
  @inline(never)
  private func optionalObjectJSON(at address: FieldSlotView) -> Any? {
    var result: [String: Any]?
    _ = address.withOptionalObject(AnyObject.self) { result = json(ofObject: $0) }
    return result
  }

  /// An optional struct model's dictionary (kept apart so the class path never touches `Optional<Model>`).
  @inline(never)
  private func optionalValueJSON(at address: FieldSlotView) -> Any? {
    address.load(Model?.self).flatMap(json(of:))
  }

  func jsonArray(at address: FieldSlotView, isOptional: Bool) -> Any? {
    // Class models: the array read as its objects, so the loop is not this unspecialized code's.
    var result: [Any] = []
    let walked = classCheck.forEachObject(
      inArrayAt: address, optional: isOptional, reserve: { result.reserveCapacity($0) }
    ) { object in
      if let dictionary = json(ofObject: object) { result.append(dictionary) }
    }
    if let walked { return walked ? result : nil }
    guard let models = address.load([Model].self, optional: isOptional) else { return nil }
    result.reserveCapacity(models.count)
    for model in models {
      if let object = json(of: model) { result.append(object) }
    }
    return result
  }

  func jsonDictionary(at address: FieldSlotView, isOptional: Bool) -> Any? {
    var objects: [String: Any] = [:]
    let walked = classCheck.forEachObject(
      inDictionaryAt: address, optional: isOptional,
      reserve: { objects = YYJSONWriter.emptyDictionary(capacity: $0) }
    ) { key, object in
      if let dictionary = json(ofObject: object) { objects[key] = dictionary }
    }
    if let walked { return walked ? objects : nil }
    guard let models = address.load([String: Model].self, optional: isOptional) else { return nil }
    var result = YYJSONWriter.emptyDictionary(capacity: models.count)
    for (key, model) in models {
      if let object = json(of: model) { result[key] = object }
    }
    return result
  }
}

/// Builds a `RawRepresentable` value from a JSON raw value, for one enum type.
struct YYEnumMaker: @unchecked Sendable {
  let make: (Any) -> Any?

  init?(type: Any.Type, raw: TypeEncoding) {
    guard let representable = type as? any RawRepresentable.Type else { return nil }
    func opened<R: RawRepresentable>(_: R.Type) -> (Any) -> Any? {
      if raw == .string {
        return { value in (value as? String).flatMap { $0 as? R.RawValue }.flatMap(R.init(rawValue:)) }
      }
      return { value in
        guard let number = YYNumber.from(value) else { return nil }
        let rawValue: Any
        switch raw {
        case .int8: rawValue = Int8.from(number)
        case .int16: rawValue = Int16.from(number)
        case .int32: rawValue = Int32.from(number)
        case .int64: rawValue = Int64.from(number)
        case .uint: rawValue = UInt.from(number)
        case .uint8: rawValue = UInt8.from(number)
        case .uint16: rawValue = UInt16.from(number)
        case .uint32: rawValue = UInt32.from(number)
        case .uint64: rawValue = UInt64.from(number)
        default: rawValue = Int.from(number)
        }
        return (rawValue as? R.RawValue).flatMap(R.init(rawValue:))
      }
    }
    make = opened(representable)
  }
}
