/// A model of a type known only at run time, made empty and then written field by field, by name: what
/// a generic mapper needs on Linux, where Foundation has no KVC (`setValue(_:forKey:)`) and `NSObject`'s
/// `init()` is not `required`.
///
/// ```swift
/// let user = try RuntimeModel(of: GitHubUser.self)   // GitHubUser() through ModelInitializable
/// try user.set("octocat", forKey: "login")           // a typed write of the stored field
/// try user.set(Int64(1), forKey: "id")                 // the field's exact type, or its wrapped type
/// let model = user.instance as! GitHubUser
/// ```
///
/// Writes go through ``FieldAccessor``'s typed stores, and keep the designs' rules:
/// - A `let` is not written (``FieldAccessError/Reason/constant``), as YYStyle leaves a read-only
///   property; a weak or unowned field is never written.
/// - A stored write does not run `willSet` or `didSet`. A model whose observers must run gives setters for
///   those properties (``ModelSetters``), and a write by name goes through the setter, as XYYStyle writes
///   through a setter when there is one.
public final class RuntimeModel {
  /// The model's type and stored fields.
  public let info: TypeInfo
  /// The model: the object for a class, the value for a struct.
  public private(set) var instance: any ModelInitializable

  /// Makes an empty model of `type`, which must conform to ``ModelInitializable``.
  ///
  /// - Throws: ``FieldAccessError`` with ``FieldAccessError/Reason/notAModel`` when `type` cannot be made
  ///   empty or reflected.
  public init(of type: Any.Type) throws(FieldAccessError) {
    guard let made = (type as? any ModelInitializable.Type)?.init(), let info = try? TypeInfo.of(type) else {
      throw FieldAccessError(field: "\(type)", reason: .notAModel)
    }
    self.info = info
    instance = made
  }

  /// Wraps an existing model, to read or write its fields by name.
  ///
  /// - Throws: ``FieldAccessError`` with ``FieldAccessError/Reason/notAModel`` when `model` is not a
  ///   ``ModelInitializable`` or cannot be reflected.
  public init(wrapping model: Any) throws(FieldAccessError) {
    guard let typed = model as? any ModelInitializable, let info = try? TypeInfo.of(Swift.type(of: typed))
    else {
      throw FieldAccessError(field: "\(Swift.type(of: model))", reason: .notAModel)
    }
    self.info = info
    instance = typed
  }

  /// Writes `value` into the property `key`: through its setter when the model gives one, else into the
  /// stored field, whose type `value` must have (an optional field takes its wrapped type).
  ///
  /// - Throws: ``FieldAccessError`` for no such field, a `let`, a weak or unowned field, or a value of
  ///   another type; the model is then unchanged.
  public func set(_ value: Any, forKey key: String) throws(FieldAccessError) {
    if let object = instance as? any ModelSetters, let setter = Self.setter(of: object, key) {
      guard setter(value) else {
        throw FieldAccessError(
          field: key,
          reason: .typeMismatch(
            expected: "what its setter takes", found: String(describing: Swift.type(of: value))))
      }
      return
    }
    guard let field = info.fields.first(where: { $0.propertyName == key && !$0.isLazyStorage }) else {
      throw FieldAccessError(field: key, reason: .noSuchField)
    }
    guard field.isVar else { throw FieldAccessError(field: key, reason: .constant) }
    var model = instance
    try Self.write(value, field.accessor, into: &model)
    instance = model
  }

  /// The value of the stored property `key`, or nil when there is none.
  public func value(forKey key: String) -> Any? {
    guard let field = info.fields.first(where: { $0.propertyName == key && !$0.isLazyStorage }) else {
      return nil
    }
    return Self.read(field.accessor, from: instance)
  }

  private static func setter(of object: some ModelSetters, _ key: String) -> ((Any) -> Bool)? {
    guard let setter = type(of: object).setters[key] else { return nil }
    return { value in setter(object, value) }
  }

  private static func write(_ value: Any, _ accessor: FieldAccessor, into model: inout any ModelInitializable)
    throws(FieldAccessError)
  {
    func open<M: ModelInitializable>(_ typed: M) throws(FieldAccessError) -> M {
      var copy = typed
      try ModelStorage.withMutableBase(of: &copy) { (base) throws(FieldAccessError) in
        try accessor.set(value, in: base)
      }
      return copy
    }
    model = try open(model)
  }

  private static func read(_ accessor: FieldAccessor, from model: any ModelInitializable) -> Any {
    func open<M: ModelInitializable>(_ typed: M) -> Any {
      ModelStorage.withBase(of: typed) { base in accessor.get(from: base) }
    }
    return open(model)
  }
}

/// A class whose properties with observers are written through their setters by name (a stored write
/// would skip `didSet`): ``RuntimeModel/set(_:forKey:)`` calls the setter for a key this table names.
public protocol ModelSetters: AnyObject {
  /// Setters by property name: each assigns the value to the property when it has the property's type,
  /// and says whether it did.
  static var setters: [String: @Sendable (Self, Any) -> Bool] { get }
}
