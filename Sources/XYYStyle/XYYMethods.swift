import ModelRuntime

/// A model's methods, by the names the original builds: the `respondsToSelector:` analog.
///
/// ```swift
/// static let xyy_methods = XYYMethods(Thermometer.self) { m in
///   m.setter("setCelsius", Double.self) { model, value in model.celsius = value }   // runs didSet
///   m.converter("convertLabelValue") { model, value in (value as? String)?.uppercased() }
///   m.nilValue("nilLabelValue") { _ in "none" }
///   m.toJSON("convertCelsiusToJsonValue") { model in model.celsius * 10 }
///   m.setter("setKelvin1", for: "kelvin", Double.self) { model, value in model.kelvin = value }  // setter=
///   m.getter("summary") { model in "\(model.celsius)°C" }   // a computed, read-only property
///   m.structure(Reading.self, empty: Reading()) { Reading(text: $0) } string: { $0.text }
/// }
/// ```
/// Declare the table as a `static let`: it is read for every key of every conversion (a class, so that
/// reading it costs one retain).
public final class XYYMethods: @unchecked Sendable {
  /// A setter: writes a converted value of `valueType` into the model whose storage it is handed.
  @usableFromInline
  struct Setter {
    let valueType: Any.Type
    let call: (MutableModelBase, Any) -> Bool

    @usableFromInline
    init(valueType: Any.Type, call: @escaping (MutableModelBase, Any) -> Bool) {
      self.valueType = valueType
      self.call = call
    }
  }

  /// What a builder registers. The table keeps it as a constant: it is read for every property of every
  /// conversion, and each read of a class's `var` is checked for exclusive access at run time.
  @usableFromInline
  struct Tables {
    @usableFromInline var setters: [String: Setter] = [:]
    /// Setter names declared for a property under another name than `set<Name>` (`setter=`).
    var setterNames: [String: String] = [:]
    /// Getters of computed properties, by property name: exported, never written.
    var getters: [String: (ModelBase) -> Any] = [:]
    /// The model's own struct types: `<StructName>Value` and `stringWith<StructName>:`.
    var structures: [ObjectIdentifier: XYYStructStrings.Entry] = [:]
    /// By selector, not by name: looked up for every key of a conversion.
    var converters = XYYSelectorTable<(ModelBase, Any?) -> Any?>()
    var nilValues = XYYSelectorTable<(ModelBase) -> Any?>()
    var toJSON = XYYSelectorTable<(ModelBase) -> Any?>()

    @usableFromInline init() {}
  }

  /// The methods, constants once built.
  let table: Tables

  /// No methods.
  public static let none = XYYMethods(Tables())

  /// Whether any setter is declared.
  public var hasSetters: Bool { !table.setters.isEmpty }

  init(_ table: Tables) { self.table = table }

  /// Builds the table of `Model`.
  public convenience init<Model>(_ type: Model.Type, _ build: (inout Builder<Model>) -> Void) {
    var builder = Builder<Model>()
    build(&builder)
    self.init(builder.table)
  }

  /// Registers methods of `Model` by name.
  public struct Builder<Model> {
    @usableFromInline var table = Tables()

    init() {}

    /// `set<Name>:` taking a `Value`: the property's own setter, with its semantics.
    ///
    /// Inlinable, so that the closure is made for the model's own types where the table is declared:
    /// unspecialized, its cast to `Value` looks up `Optional<Value>`'s metadata at run time on every call.
    @inlinable
    public mutating func setter<Value>(
      _ selector: String, _ valueType: Value.Type, _ body: @escaping (inout Model, Value) -> Void
    ) {
      table.setters[selector] = Setter(valueType: Value.self) { base, value in
        guard let typed = JSONValue.cast(value, to: Value.self) else { return false }
        base.modifyModel(Model.self) { body(&$0, typed) }
        return true
      }
    }

    /// `set<Name>:` taking an optional: as above, with the value's cast found by type first (the
    /// runtime's cast to an optional class costs more than the rest of the write).
    @inlinable
    public mutating func setter<Wrapped>(
      _ selector: String, _ valueType: Wrapped?.Type, _ body: @escaping (inout Model, Wrapped?) -> Void
    ) {
      table.setters[selector] = Setter(valueType: Wrapped?.self) { base, value in
        guard let typed = JSONValue.cast(value, to: Wrapped?.self) else { return false }
        base.modifyModel(Model.self) { body(&$0, typed) }
        return true
      }
    }

    /// A setter declared under another name than `set<Name>` (`@property(setter=…)`): the property
    /// `property` is written through it.
    public mutating func setter<Value>(
      _ selector: String, for property: String, _ valueType: Value.Type,
      _ body: @escaping (inout Model, Value) -> Void
    ) {
      setter(selector, valueType, body)
      table.setterNames[property] = selector
    }

    /// A computed read-only property's getter: the property is exported (model → dictionary) and never
    /// written, as the original exports a `readonly` property without an instance variable.
    public mutating func getter<Value>(_ property: String, _ body: @escaping (Model) -> Value) {
      table.getters[property] = { base in body(base.model(as: Model.self)) }
    }

    /// A struct type of the model's: `value` reads it from a string (NSString's `<StructName>Value`),
    /// `string` writes it (`+stringWith<StructName>:`), `empty` is its nil value (the original zero-fills
    /// the struct). Properties of that type then convert in both directions like CGSize's.
    public mutating func structure<Value>(
      _ type: Value.Type, empty: Value, value: @escaping (String) -> Value,
      string: @escaping (Value) -> String
    ) {
      table.structures[ObjectIdentifier(type)] = XYYStructStrings.Entry(
        parse: { value($0) }, format: { ($0 as? Value).map(string) }, zero: empty)
    }

    /// `convert<Name>Value:`: the value for the property from the JSON value (nil: use the nil value).
    public mutating func converter(_ selector: String, _ body: @escaping (Model, Any?) -> Any?) {
      table.converters[XYYSelector(selector)] = { base, value in body(base.model(as: Model.self), value) }
    }

    /// `nil<Name>Value`: the property's empty value.
    public mutating func nilValue(_ selector: String, _ body: @escaping (Model) -> Any?) {
      table.nilValues[XYYSelector(selector)] = { base in body(base.model(as: Model.self)) }
    }

    /// `convert<Name>ToJsonValue`: the property's value in model→dictionary.
    public mutating func toJSON(_ selector: String, _ body: @escaping (Model) -> Any?) {
      table.toJSON[XYYSelector(selector)] = { base in body(base.model(as: Model.self)) }
    }
  }
}
