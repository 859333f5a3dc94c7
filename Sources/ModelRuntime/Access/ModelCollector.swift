/// Models gathered one at a time into a `[Model]`, in generic code that does not know `Model` at compile
/// time.
///
/// There, every `append` to a `[Model]` looks `Array<Model>`'s generic metadata up at run time, which
/// costs more than reading the element's JSON.
/// A class model is gathered as the object it is, in an `[AnyObject]` (specialized code), which has the
/// representation of the `[Model]` it becomes, as `ClassCheck.forEachObject(inArrayAt:optional:reserve:_:)`
/// reads it; a struct model is gathered in a `[Model]`, boxed (see `StructModels`).
@frozen
public struct ModelArrayCollector<Model> {
  @usableFromInline let check: ClassCheck<Model>
  @usableFromInline var objects: [AnyObject] = []
  /// The first two objects, while there are no more and no room was asked for: made into an array of
  /// their own size at the end, with no capacity asked of the allocator and no growth.
  @usableFromInline var first: AnyObject?
  @usableFromInline var second: AnyObject?
  /// A struct model's array: a `StructModels<[Model]>`.
  @usableFromInline var values: AnyObject?
  /// Room made at the first model: a guess at the count (a reader's last count for the type), which
  /// costs nothing for an array that stays empty. Past two it replaces the first-two-objects start.
  @usableFromInline let expected: Int

  /// - Parameters:
  ///   - check: Whether `Model` is a class, checked once by the caller.
  ///   - capacity: Room made now, for a count known in advance.
  ///   - expected: Room made at the first model, for a count guessed (0 for no guess).
  @inlinable @inline(__always)
  public init(_ check: ClassCheck<Model>, capacity: Int = 0, expected: Int = 0) {
    self.check = check
    self.expected = expected
    if capacity > 0 {
      if check.isClass {
        objects.reserveCapacity(capacity)
      } else {
        values = StructModels<[Model]>([], room: capacity)
      }
    }
  }

  @inlinable @inline(__always)
  public mutating func append(_ model: Model) {
    if let object = check.object(model) { return gather(object) }
    StructModels<[Model]>.unique(&values, room: expected).container.append(model)
  }

  @inlinable @inline(__always)
  var structModels: StructModels<[Model]>? { .boxed(in: values) }

  /// Appends a class model given as the object it is (``ClassCheck/newObject(_:)``).
  ///
  /// - Precondition: `Model` is a class and `object` an instance of it or of a subclass (checked that it
  ///   is a class).
  @inlinable @inline(__always)
  public mutating func append(object: AnyObject) {
    precondition(check.isClass, "ModelArrayCollector.append(object:) for a struct model")
    gather(object)
  }

  @inlinable @inline(__always)
  mutating func gather(_ object: AnyObject) {
    guard objects.capacity == 0 else { return objects.append(object) }
    if expected > 2 {
      objects.reserveCapacity(expected)
      return objects.append(object)
    }
    guard first != nil else { return first = object }
    guard second != nil else { return second = object }
    objects.reserveCapacity(4)
    objects.append(first.take()!)
    objects.append(second.take()!)
    objects.append(object)
  }

  /// How many models were gathered.
  @inlinable @inline(__always)
  public var count: Int {
    guard check.isClass else { return structModels?.container.count ?? 0 }
    return first == nil ? objects.count : second == nil ? 1 : 2
  }

  /// The objects gathered, in order.
  @inlinable @inline(__always)
  var gathered: [AnyObject] {
    guard let first else { return objects }
    guard let second else { return [first] }
    return [first, second]
  }

  /// The models gathered, in order.
  @inlinable @inline(__always)
  public var models: [Model] {
    check.isClass ? unsafe unsafeBitCast(gathered, to: [Model].self) : structModels?.container ?? []
  }

  /// Assigns the models gathered to the `[Model]` field at `field`, or the `[Model]?` one when
  /// `optional`.
  ///
  /// - Precondition: the field's type is `[Model]` (`optional` false) or `[Model]?` (`optional` true).
  @inlinable @inline(__always)
  public func store(optional: Bool, at field: FieldSlot) {
    // `[AnyObject]?` has the layout of `[Model]?`: no metadata of either is looked up.
    guard check.isClass else { return StructModels<[Model]>.store(values, optional: optional, at: field) }
    field.store(gathered, optional: optional)
  }
}

/// Models gathered one at a time into a `[String: Model]`, as ``ModelArrayCollector`` gathers an array: a
/// class model as the object it is, in a `[String: AnyObject]`.
@frozen
public struct ModelDictionaryCollector<Model> {
  @usableFromInline let check: ClassCheck<Model>
  @usableFromInline var objects: [String: AnyObject]
  /// A struct model's dictionary: a `StructModels<[String: Model]>`.
  @usableFromInline var values: AnyObject?
  /// Room made at the first model, as ``ModelArrayCollector`` makes it: a guess at the count.
  @usableFromInline let expected: Int

  /// Room for `capacity` entries is made in the dictionary the models go to now, for `expected` at the
  /// first model.
  @inlinable @inline(__always)
  public init(_ check: ClassCheck<Model>, capacity: Int = 0, expected: Int = 0) {
    self.check = check
    self.expected = expected
    objects = check.isClass ? Dictionary(minimumCapacity: capacity) : [:]
    if !check.isClass, capacity > 0 { values = StructModels<[String: Model]>([:], room: capacity) }
  }

  /// How many entries there are.
  @inlinable @inline(__always)
  public var count: Int { check.isClass ? objects.count : structModels?.container.count ?? 0 }

  @inlinable @inline(__always)
  var structModels: StructModels<[String: Model]>? { .boxed(in: values) }

  /// Sets `key` to `model`; of a repeated key the last value counts.
  @inlinable @inline(__always)
  public mutating func set(_ model: Model, for key: String) {
    if let object = check.object(model) { return set(object: object, for: key) }
    StructModels<[String: Model]>.unique(&values, room: expected).container[key] = model
  }

  /// Sets `key` to a class model given as the object it is (``ClassCheck/newObject(_:)``); of a
  /// repeated key the last value counts.
  ///
  /// - Precondition: `Model` is a class and `object` an instance of it or of a subclass (checked that it
  ///   is a class).
  @inlinable @inline(__always)
  public mutating func set(object: AnyObject, for key: String) {
    precondition(check.isClass, "ModelDictionaryCollector.set(object:for:) for a struct model")
    if objects.isEmpty, expected > 0 { objects.reserveCapacity(expected) }
    objects[key] = object
  }

  /// Removes `key`.
  @inlinable @inline(__always)
  public mutating func remove(_ key: String) {
    if check.isClass {
      objects[key] = nil
    } else if values != nil {
      StructModels<[String: Model]>.unique(&values).container[key] = nil
    }
  }

  /// The models gathered.
  @inlinable @inline(__always)
  public var models: [String: Model] {
    check.isClass ? unsafe unsafeBitCast(objects, to: [String: Model].self) : structModels?.container ?? [:]
  }

  /// Assigns the models gathered to the `[String: Model]` field at `field`, or the optional one.
  ///
  /// - Precondition: the field's type is `[String: Model]` (`optional` false) or `[String: Model]?`
  ///   (`optional` true).
  @inlinable @inline(__always)
  public func store(optional: Bool, at field: FieldSlot) {
    guard check.isClass else {
      return StructModels<[String: Model]>.store(values, optional: optional, at: field)
    }
    field.store(objects, optional: optional)
  }
}

/// A collector's container of struct models, in a box of its own.
///
/// A collector field whose type names `Model` (a `[Model]`, even a `StructModels<[Model]>?`) is destroyed
/// through metadata that unspecialized code looks up at run time, so every collector, class models' too,
/// paid that lookup. The box is held as an `AnyObject?`, released with none. A copied collector copies
/// the box on write.
@usableFromInline
final class StructModels<Container: StructModelContainer> {
  @usableFromInline var container: Container

  @inlinable
  init(_ container: Container, room: Int) {
    self.container = container
    self.container.makeRoom(room)
  }

  /// The box a collector holds in `slot`, nil when it holds none.
  ///
  /// - Precondition: `slot` holds nothing or a `StructModels` of this container type (a collector's
  ///   `values`, which holds only its own box).
  @inlinable @inline(__always)
  static func boxed(in slot: AnyObject?) -> StructModels? {
    slot.map { unsafe unsafeDowncast($0, to: StructModels.self) }
  }

  /// Stores the container boxed in `slot` (an empty one when there is none) into the field at `field`,
  /// of type `Container` (`Container?` when `optional`). In a call of its own: in unspecialized code the
  /// container's metadata is looked up at run time, which a class model's store, inlined, should not pay.
  @usableFromInline @inline(never)
  static func store(_ slot: AnyObject?, optional: Bool, at field: FieldSlot) {
    field.store(boxed(in: slot)?.container ?? Container(), optional: optional)
  }

  /// The box in `slot`, made (with room for `room` models) when there is none, copied when shared.
  @inlinable @inline(__always)
  static func unique(_ slot: inout AnyObject?, room: Int = 0) -> StructModels {
    let unshared = isKnownUniquelyReferenced(&slot)
    let box = boxed(in: slot)
    if unshared, let box { return box }
    let copy = StructModels(box?.container ?? Container(), room: box == nil ? room : 0)
    slot = copy
    return copy
  }
}

/// What `StructModels` needs of the two containers it boxes.
@usableFromInline
protocol StructModelContainer {
  init()
  mutating func makeRoom(_ room: Int)
}

extension Array: StructModelContainer {
  @inlinable mutating func makeRoom(_ room: Int) { if room > 0 { reserveCapacity(room) } }
}

extension Dictionary: StructModelContainer {
  @inlinable mutating func makeRoom(_ room: Int) { if room > 0 { reserveCapacity(room) } }
}
