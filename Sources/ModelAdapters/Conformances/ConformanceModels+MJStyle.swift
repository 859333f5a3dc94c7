import Foundation
import MJStyle
import MappingSeam
import ModelFixtures

// The conformance models' configuration in MJExtension's hooks.

extension Probe: MJKeyValue {}
extension ProbeChild: MJKeyValue {}

extension Mapped: MJKeyValue {
  /// The snake_case rule covers `userName`; the replaced keys the rest (they win where the rule keeps the
  /// name). MJExtension has no dictionary-chosen classes, but it has array indexes.
  public static func mj_replacedKeyFromPropertyName121(_ propertyName: String) -> String? {
    propertyName.mj_underlineFromCamel
  }

  public static func mj_replacedKeyFromPropertyName() -> [String: MJKeyMapping] {
    [
      "name": "n", "desc": "ext.desc", "second": "list[1]", "identifier": ["id", "ID", "book_id"],
      "first": "shared",
      "copy": "shared",
    ]
  }
}

extension Pet: MJKeyValue {}
extension Owner: MJKeyValue {}

extension Listed: MJKeyValue {
  public static func mj_allowedPropertyNames() -> [String] { ["a", "b"] }
  public static func mj_ignoredPropertyNames() -> [String] { ["a"] }
}

extension Hooked: MJKeyValue {
  /// Injects a default for a missing `fallback`.
  public func mj_newValue(fromOldValue oldValue: Any?, property: MJProperty) -> Any? {
    property.name == "fallback" && oldValue == nil ? "injected" : oldValue
  }
}

extension Observed: MJKeyValue {}
extension Level1: MJKeyValue {}
