import Foundation
import ModelRuntime

/// A type MJStyle converts: the `MJKeyValue` protocol of the original (its hooks are NSObject categories
/// there). Structs and classes may conform; every hook has a default.
public protocol MJKeyValue: ModelInitializable {
  /// Only these properties are converted (merged with superclasses' and run-time setups).
  static func mj_allowedPropertyNames() -> [String]
  /// These properties are never converted.
  static func mj_ignoredPropertyNames() -> [String]
  /// Property name → key, key path (`a.b[1].c`) or alternatives.
  static func mj_replacedKeyFromPropertyName() -> [String: MJKeyMapping]
  /// A key for every property (camel → snake, say); nil keeps the name. Applied first.
  static func mj_replacedKeyFromPropertyName121(_ propertyName: String) -> String?
  /// Property name → element type of an array property.
  static func mj_objectClassInArray() -> [String: Any.Type]
  /// Only these properties are archived.
  static func mj_allowedCodingPropertyNames() -> [String]
  /// These properties are never archived.
  static func mj_ignoredCodingPropertyNames() -> [String]
  /// The locale of numbers in strings (`"100,9"` in fr_FR); nil reads them in en_US_POSIX.
  static func mj_numberLocale() -> Locale?
  /// A replacement for the value found for `property` (nil when the key is missing); returning
  /// something other than `oldValue` sets it as it is, without conversion.
  func mj_newValue(fromOldValue oldValue: Any?, property: MJProperty) -> Any?
  /// Runs after a dictionary was converted into the model.
  mutating func mj_didConvertToObject(withKeyValues keyValues: [String: Any])
  /// Runs after the model was converted into a dictionary.
  func mj_objectDidConvertToKeyValues(_ keyValues: inout [String: Any])
}

extension MJKeyValue {
  public static func mj_allowedPropertyNames() -> [String] { [] }
  public static func mj_ignoredPropertyNames() -> [String] { [] }
  public static func mj_replacedKeyFromPropertyName() -> [String: MJKeyMapping] { [:] }
  public static func mj_replacedKeyFromPropertyName121(_ propertyName: String) -> String? { nil }
  public static func mj_objectClassInArray() -> [String: Any.Type] { [:] }
  public static func mj_allowedCodingPropertyNames() -> [String] { [] }
  public static func mj_ignoredCodingPropertyNames() -> [String] { [] }
  public static func mj_numberLocale() -> Locale? { nil }
  public func mj_newValue(fromOldValue oldValue: Any?, property: MJProperty) -> Any? { oldValue }
  public mutating func mj_didConvertToObject(withKeyValues keyValues: [String: Any]) {}
  public func mj_objectDidConvertToKeyValues(_ keyValues: inout [String: Any]) {}
}

/// The last error of a conversion, kept per type (`mj_error`).
public struct MJError: Error, Hashable, Sendable, CustomStringConvertible {
  public let type: String
  public let reason: String
  /// The property or key the error is about, when there is one.
  public let path: String?

  public init(type: String, reason: String, path: String? = nil) {
    self.type = type
    self.reason = reason
    self.path = path
  }

  public var description: String {
    path.map { "\(type).\($0): \(reason)" } ?? "\(type): \(reason)"
  }
}
