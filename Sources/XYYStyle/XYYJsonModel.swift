import Foundation
import ModelRuntime

/// A type XYYStyle converts: the `XYYJsonModel` protocol of the original. Structs and classes may conform.
public protocol XYYJsonModel: ModelInitializable {
  /// The property a JSON key fills; the key itself by default.
  static func xyy_propertyName(forKey key: String) -> String
  /// Whether to skip a property, when converting to a model (`forDicToModel`) or to a dictionary.
  static func xyy_needIgnoreProperty(_ propertyName: String, forDicToModel: Bool) -> Bool
  /// The element type of an array or set property, when the Swift element type is not enough.
  static func xyy_arrayContentClass(forProperty propertyName: String) -> Any.Type?
  /// Whether to write the stored field directly even when a setter is declared (false by default).
  static func xyy_alwaysAccessIvarDirectlyIfCan(forDicToModel: Bool) -> Bool
  /// The model's named methods: setters, converters, nil values, to-JSON converters.
  static var xyy_methods: XYYMethods { get }
}

extension XYYJsonModel {
  public static func xyy_propertyName(forKey key: String) -> String { key }
  public static func xyy_needIgnoreProperty(_ propertyName: String, forDicToModel: Bool) -> Bool { false }
  public static func xyy_arrayContentClass(forProperty propertyName: String) -> Any.Type? { nil }
  public static func xyy_alwaysAccessIvarDirectlyIfCan(forDicToModel: Bool) -> Bool { false }
  public static var xyy_methods: XYYMethods { .none }
}
