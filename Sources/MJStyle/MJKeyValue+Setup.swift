import Foundation

// Run-time configuration (`+mj_setup…`): stored in the type's associated tables, merged over the
// hierarchy like the hooks, and clearing every cache it affects. Setting again replaces.
extension MJKeyValue {
  /// Whether model → dictionary writes under the replaced keys (`mj_replacedKeyFromPropertyName`…) or
  /// under the property names (`+mj_referenceReplacedKeyWhenCreatingKeyValues:`); true by default, and
  /// inherited by subclasses.
  public static func mj_referenceReplacedKeyWhenCreatingKeyValues(_ reference: Bool) {
    MJTables.state.withLock { $0.referenceReplacedKeys[ObjectIdentifier(self)] = reference }
  }

  public static func mj_setupAllowedPropertyNames(_ names: () -> [String]) {
    MJTables.setup(self, \.allowed, to: names())
  }

  public static func mj_setupIgnoredPropertyNames(_ names: () -> [String]) {
    MJTables.setup(self, \.ignored, to: names())
  }

  public static func mj_setupAllowedCodingPropertyNames(_ names: () -> [String]) {
    MJTables.setup(self, \.allowedCoding, to: names())
  }

  public static func mj_setupIgnoredCodingPropertyNames(_ names: () -> [String]) {
    MJTables.setup(self, \.ignoredCoding, to: names())
  }

  public static func mj_setupReplacedKeyFromPropertyName(_ keys: () -> [String: MJKeyMapping]) {
    MJTables.setup(self, \.replacedKeys, to: keys())
  }

  public static func mj_setupReplacedKeyFromPropertyName121(_ rule: @escaping @Sendable (String) -> String?) {
    MJTables.setup(self, \.replacedKey121, to: rule)
  }

  public static func mj_setupObjectClassInArray(_ classes: () -> [String: Any.Type]) {
    MJTables.setup(self, \.objectClassInArray, to: classes())
  }

  /// A closure run for every property after the instance hook: (model, old value, property) → new value.
  public static func mj_setupNewValueFromOldValue(
    _ block: @escaping @Sendable (_ model: Any, _ oldValue: Any?, _ property: MJProperty) -> Any?
  ) {
    MJTables.setup(self, \.newValue, to: block)
  }
}
