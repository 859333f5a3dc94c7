import ModelRuntime

/// A model's methods, by the names the original builds: the `respondsToSelector:` analog.
///
/// ```swift
/// static let xyy_methods = XYYMethods(Thermometer.self) { m in
///   m.setter("setCelsius", Double.self) { model, value in model.celsius = value }   // runs didSet
///   m.converter("convertLabelValue") { model, value in (value as? String)?.uppercased() }
///   m.nilValue("nilLabelValue") { _ in "none" }
///   m.toJSON("convertCelsiusToJsonValue") { model in model.celsius * 10 }
/// }
/// ```
/// Declare the table as a `static let`: it is read on every conversion.
public struct XYYMethods: @unchecked Sendable {
  /// A setter: writes a converted value of `valueType` into the model at the base address.
  struct Setter {
    let valueType: Any.Type
    let call: (UnsafeMutableRawPointer, Any) -> Bool
  }

  var setters: [String: Setter] = [:]
  var converters: [String: (UnsafeRawPointer, Any?) -> Any?] = [:]
  var nilValues: [String: (UnsafeRawPointer) -> Any?] = [:]
  var toJSON: [String: (UnsafeRawPointer) -> Any?] = [:]

  /// No methods.
  public static let none = XYYMethods()

  /// Whether any setter is declared.
  public var hasSetters: Bool { !setters.isEmpty }

  init() {}

  /// Builds the table of `Model`.
  public init<Model>(_ type: Model.Type, _ build: (inout Builder<Model>) -> Void) {
    var builder = Builder<Model>()
    build(&builder)
    self = builder.table
  }

  /// Registers methods of `Model` by name.
  public struct Builder<Model> {
    var table = XYYMethods()

    /// `set<Name>:` taking a `Value`: the property's own setter, with its semantics.
    public mutating func setter<Value>(
      _ selector: String, _ valueType: Value.Type, _ body: @escaping (inout Model, Value) -> Void
    ) {
      table.setters[selector] = Setter(valueType: Value.self) { base, value in
        guard let typed = value as? Value else { return false }
        XYYMethods.withModel(Model.self, at: base) { body(&$0, typed) }
        return true
      }
    }

    /// `convert<Name>Value:`: the value for the property from the JSON value (nil: use the nil value).
    public mutating func converter(_ selector: String, _ body: @escaping (Model, Any?) -> Any?) {
      table.converters[selector] = { base, value in body(XYYMethods.model(Model.self, at: base), value) }
    }

    /// `nil<Name>Value`: the property's empty value.
    public mutating func nilValue(_ selector: String, _ body: @escaping (Model) -> Any?) {
      table.nilValues[selector] = { base in body(XYYMethods.model(Model.self, at: base)) }
    }

    /// `convert<Name>ToJsonValue`: the property's value in model→dictionary.
    public mutating func toJSON(_ selector: String, _ body: @escaping (Model) -> Any?) {
      table.toJSON[selector] = { base in body(XYYMethods.model(Model.self, at: base)) }
    }
  }

  /// The model stored at `base` (the object for a class, the value for a struct).
  static func model<Model>(_: Model.Type, at base: UnsafeRawPointer) -> Model {
    if Model.self is AnyClass {
      return Unmanaged<AnyObject>.fromOpaque(base).takeUnretainedValue() as! Model
    }
    return base.assumingMemoryBound(to: Model.self).pointee
  }

  /// Runs `body` on the model stored at `base`, in place.
  static func withModel<Model>(_: Model.Type, at base: UnsafeMutableRawPointer, _ body: (inout Model) -> Void)
  {
    if Model.self is AnyClass {
      var object = Unmanaged<AnyObject>.fromOpaque(base).takeUnretainedValue() as! Model
      body(&object)
      return
    }
    body(&base.assumingMemoryBound(to: Model.self).pointee)
  }
}
