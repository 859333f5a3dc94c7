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
  /// A setter: writes a converted value of `valueType` into the model whose storage it is handed.
  struct Setter {
    let valueType: Any.Type
    let call: (MutableModelBase, Any) -> Bool
  }

  var setters: [String: Setter] = [:]
  var converters: [String: (ModelBase, Any?) -> Any?] = [:]
  var nilValues: [String: (ModelBase) -> Any?] = [:]
  var toJSON: [String: (ModelBase) -> Any?] = [:]

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
        base.modifyModel(Model.self) { body(&$0, typed) }
        return true
      }
    }

    /// `convert<Name>Value:`: the value for the property from the JSON value (nil: use the nil value).
    public mutating func converter(_ selector: String, _ body: @escaping (Model, Any?) -> Any?) {
      table.converters[selector] = { base, value in body(base.model(as: Model.self), value) }
    }

    /// `nil<Name>Value`: the property's empty value.
    public mutating func nilValue(_ selector: String, _ body: @escaping (Model) -> Any?) {
      table.nilValues[selector] = { base in body(base.model(as: Model.self)) }
    }

    /// `convert<Name>ToJsonValue`: the property's value in model→dictionary.
    public mutating func toJSON(_ selector: String, _ body: @escaping (Model) -> Any?) {
      table.toJSON[selector] = { base in body(base.model(as: Model.self)) }
    }
  }
}
