import Foundation
import ModelRuntime

/// A type XYYStyle converts: the `XYYModel` base class of the original. Structs and classes may conform.
///
/// The hooks are instance methods, as in the original (`- propertyNameForKey:` and the others are called
/// on the model being converted): a class declares them in its body and a subclass overrides them.
public protocol XYYJsonModel: ModelInitializable {
  /// The property a JSON key fills, and the property a key of an export reads; the key itself by default
  /// (`- propertyNameForKey:`).
  func xyy_propertyName(forKey key: String) -> String
  /// Whether to skip a property, when converting to a model (`forDicToModel`) or to a dictionary
  /// (`- needIgnoreProperty:forDicToModle:`).
  func xyy_needIgnoreProperty(_ propertyName: String, forDicToModel: Bool) -> Bool
  /// The model type of an array property's elements (`- arrayContentClassForProperty:`); nil by default:
  /// the Swift element type is used when it is a model.
  func xyy_arrayContentClass(forProperty propertyName: String) -> Any.Type?
  /// Whether to write (`forDicToModel`) or read the stored field even when a setter or getter is declared
  /// (`- alwaysAccessIvarDirectlyIfCanForDicToModle:`); false by default.
  func xyy_alwaysAccessIvarDirectlyIfCan(forDicToModel: Bool) -> Bool
  /// Called for every key of a conversion with the property name and the value as it came, before
  /// anything is checked or converted (`- startUpdateProperty:withValue:`).
  ///
  /// The default checks the property (``xyy_isValidateProperty(_:forDicToModel:)``), converts the value
  /// (``xyy_convertValue(_:forProperty:)``) and writes it (`xyy_updateProperty(_:withValue:)`). A model
  /// implementing it takes the key over: it may rewrite the value and call those three itself.
  mutating func xyy_startUpdateProperty(_ propertyName: String, withValue value: consuming Any?)
  /// The model's named methods: setters, getters, converters, nil values, to-JSON converters, struct
  /// conversions.
  static var xyy_methods: XYYMethods { get }
}

extension XYYJsonModel {
  public func xyy_propertyName(forKey key: String) -> String { key }
  public func xyy_needIgnoreProperty(_ propertyName: String, forDicToModel: Bool) -> Bool { false }
  public func xyy_arrayContentClass(forProperty propertyName: String) -> Any.Type? { nil }
  public func xyy_alwaysAccessIvarDirectlyIfCan(forDicToModel: Bool) -> Bool { false }
  public mutating func xyy_startUpdateProperty(_ propertyName: String, withValue value: consuming Any?) {
    XYYConversion.startUpdate(&self, propertyName, consume value)
  }
  public static var xyy_methods: XYYMethods { .none }
}
